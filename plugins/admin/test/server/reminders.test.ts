import { DIALECTS, call, signIn, type buildServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reminder, ReminderInput, ReminderSend } from '../../src/contracts';
import { reminderOf, startReminderTwins } from './reminder-fixture';

type Server = Awaited<ReturnType<typeof buildServer>>;

/**
 * Reminders: written and checked by the administrator, sent by the job through the host's mail and SMS — once per
 * due day even with two server instances on one database (SQLite file, PostgreSQL schema).
 */
describe.each(DIALECTS)('admin reminders on %s', (dialect) => {
  // 25 November 2026, 07:30 in Stockholm: 5 days before the month ends
  let clock = Date.parse('2026-11-25T06:30:00Z');
  const now = () => new Date(clock);
  let a: Server;
  let b: Server;
  let lic: string;
  let cleanup: () => Promise<void>;
  const C = { 'dv-selected-company': '1001' };
  const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;
  const reminder = reminderOf({
    Namn: 'Godkänn din tid',
    DaysBefore: 5,
    Klockslag: '07:00',
    Message: 'Hej {{namn}}! Du har {{antal}} dagar i {{period}} som inte är godkända. Godkänn senast {{sista}}. /{{foretag}}',
  });

  beforeAll(async () => {
    ({ a, b, lic, close: cleanup } = await startReminderTwins(dialect, now));
  });
  afterAll(async () => cleanup?.());

  it('refuses a reminder to nobody, an unknown placeholder and a person outside the company, field by field', async () => {
    const post = (body: ReminderInput) => call(a, 'POST', '/api/admin/reminders', { cookie: lic, headers: C, body });
    for (const [body, field] of [
      [reminder({ Trigger: 'attestWaiting' }), 'TargetRoles'],
      [reminder({ Message: 'Hej {{chef}}' }), 'Message'],
      [reminder({ Trigger: 'monthlyMessage', TargetLogins: ['ftg1@demo.se'] }), 'TargetLogins'],
      [reminder({ Klockslag: '25:00' }), 'Klockslag'],
      [reminder({ DaysBefore: 40 }), 'DaysBefore'],
    ] as const) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    expect(json<{ message: string }>(await post(reminder({ Message: 'Hej {{chef}}' }))).message).toBe(
      '{{chef}} är ingen platshållare. Använd {{namn}}, {{foretag}}, {{antal}}, {{period}}, {{sista}}.',
    );
    expect(json<Reminder[]>(await call(a, 'GET', '/api/admin/reminders', { cookie: lic, headers: C }))).toEqual([]);
  });

  it('a due reminder is sent once by one of two instances, to each employee with days not approved, and recorded', async () => {
    const db = a.host.db as any;
    // two employees of 1001 with open days this month (our own rows), one of them per@demo.se (who has an account)
    const per = await db.selectFrom('accounts').select(['AnstNr']).where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    await db.deleteFrom('time_days').where('FtgId', '=', '1001').where('Datum', '>=', '2026-11-01').where('Status', '=', 'OPEN').execute();
    await db
      .insertInto('time_days')
      .values(['2026-11-02', '2026-11-03', '2026-11-04'].map((Datum) => ({ FtgId: '1001', AnstNr: per.AnstNr, Datum, Status: 'OPEN' })))
      .onConflict((oc: any) => oc.columns(['FtgId', 'AnstNr', 'Datum']).doUpdateSet({ Status: 'OPEN' }))
      .execute();
    await db
      .insertInto('account_contacts')
      .values({ Login: 'per@demo.se', Email: 'per.persson@example.se', Mobile: '' })
      .onConflict((oc: any) => oc.column('Login').doUpdateSet({ Email: 'per.persson@example.se' }))
      .execute();
    const made = await call(a, 'POST', '/api/admin/reminders', { cookie: lic, headers: C, body: reminder({ Klockslag: '08:00' }) });
    expect(made.statusCode, made.body).toBe(200);

    const outbox = () =>
      a.security
        .mailOutbox!.messages()
        .concat(b.security.mailOutbox!.messages())
        .filter((m) => m.subject === 'Godkänn din tid');
    // 07:30: not yet its time
    await Promise.all([a.jobs.tick(), b.jobs.tick()]);
    expect(outbox()).toEqual([]);
    // 08:00 on both instances at once, and again a minute later: one mail
    clock += 30 * 60_000;
    await Promise.all([a.jobs.tick(), b.jobs.tick()]);
    clock += 60_000;
    await Promise.all([b.jobs.tick(), a.jobs.tick()]);
    const sent = outbox();
    expect(sent.map((m) => m.to)).toEqual(['per.persson@example.se']);
    expect(sent[0]!.text).toBe('Hej Per Persson! Du har 3 dagar i 2026-11 som inte är godkända. Godkänn senast 2026-11-30. /Omsorgen Personlig Assistans AB');
    const history = json<ReminderSend[]>(await call(a, 'GET', '/api/admin/reminderHistory', { cookie: lic, headers: C }));
    expect(history).toEqual([
      expect.objectContaining({ Login: 'per@demo.se', To: 'per.persson@example.se', Method: 'mail', Status: 'sent', Namn: 'Godkänn din tid' }),
    ]);
    // the next day it is not due (its day is 5 days before the month's end)
    clock += 24 * 3600_000;
    await Promise.all([a.jobs.tick(), b.jobs.tick()]);
    expect(outbox()).toHaveLength(1);
  });

  it('a monthly message by SMS reaches the chosen role; one without a mobile is recorded as such', async () => {
    clock = Date.parse('2026-12-01T08:10:00Z');
    const made = await call(a, 'POST', '/api/admin/reminders', {
      cookie: lic,
      headers: C,
      body: reminder({
        Namn: 'Lönekörning',
        Trigger: 'monthlyMessage',
        DayOfMonth: 1,
        Klockslag: '09:00',
        Method: 'sms',
        TargetRoles: ['AVD'],
        Message: 'Lönekörning {{period}}: attestera före den 5:e.',
      }),
    });
    expect(made.statusCode, made.body).toBe(200);
    await Promise.all([a.jobs.tick(), b.jobs.tick()]);
    const history = json<ReminderSend[]>(await call(a, 'GET', '/api/admin/reminderHistory', { cookie: lic, headers: C })).filter(
      (h) => h.Namn === 'Lönekörning',
    );
    expect(history.map((h) => h.Login)).toEqual(['avd@demo.se']);
    const sms = a.security
      .smsOutbox!.messages()
      .concat(b.security.smsOutbox!.messages())
      .filter((m) => m.text.startsWith('Lönekörning'));
    expect(sms.length + history.filter((h) => h.Status === 'noAddress').length).toBe(1);
    if (sms.length) expect(sms[0]!.text).toBe('Lönekörning 2026-12: attestera före den 5:e.');
  });

  it('only LIC and ADM, with Plus, reach the reminders', async () => {
    const ftg = await signIn(a, 'ftg@demo.se', '1001');
    expect((await call(a, 'GET', '/api/admin/reminders', { cookie: ftg, headers: C })).statusCode).toBe(403);
  });
});
