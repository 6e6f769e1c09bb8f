import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Check, LeaveApplication } from '../../src/contracts';
import leaveServer from '../../server';

/** A fixed clock (Wednesday 18 March 2026), never today's date. */
const NOW = new Date('2026-03-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;

/** The vacation balance from the payslips plugin's published read model next to the days applied for. */
describe.each(DIALECTS)('the vacation balance from payroll on %s', (dialect) => {
  let server: TestServer & { host: any; security: any };
  let db: any;
  let per: string;
  let ftg: string;
  let perNr: string;

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      installed: ['@lonna/plugin-time', '@lonna/plugin-personal', '@lonna/plugin-payslips'],
      plugins: [leaveServer as never],
      now: () => NOW,
      session: { cacheMs: 0 },
    })) as never;
    db = server.host.db;
    perNr = (await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
    [per, ftg] = await Promise.all([signIn(server, 'per@demo.se', '1001'), signIn(server, 'ftg@demo.se', '1001')]);
    // this test's balances: payroll's rows for him (a later one, dated after today, is not read yet)
    await db.deleteFrom('payslips_balances').where('FtgId', '=', '1001').where('AnstNr', '=', perNr).execute();
    const row = (Datum: string, SemBetTot: number | null, SemBetUtb: number | null) => ({
      FtgId: '1001',
      AnstNr: perNr,
      Datum,
      SemBetTot,
      SemBetUtb,
      SemObeTot: null,
      SemObeUtb: null,
      SemSpaTot: null,
      SemSpaUtb: null,
      SemForTot: null,
      SemForUtb: null,
      KompSaldo: null,
      FlexSaldo: null,
      TidbankTim: null,
      ImportId: 'test',
    });
    await db
      .insertInto('payslips_balances')
      .values([row('2026-01-25', 25, 3), row('2026-02-25', 25, 7.5), row('2026-04-25', 30, 0)])
      .execute();
  });
  afterAll(() => server.close());

  const check = async (cookie: string) => {
    const res = await call(server, 'GET', '/api/leaveapplications/check?FromDatum=2026-10-05&TomDatum=2026-10-09&Veckodagar=12345', { cookie, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    return json<Check>(res).Semester;
  };

  it('shows the days left on the latest balances up to today and the days applied and approved since', async () => {
    const before = await check(per);
    expect(before).toMatchObject({ Saldo: 17.5, SaldoDatum: '2026-02-25' });
    // a vacation applied for after the balances' date counts as "since"; approved, it moves to approved
    const res = await call(server, 'POST', '/api/leaveapplications', {
      cookie: per,
      headers: C1,
      body: { Typ: 'SEM', FromDatum: '2026-10-05', TomDatum: '2026-10-09', Veckodagar: [1, 2, 3, 4, 5], Omfattning: 100, Orsak: '', SkapaTidrader: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = json<LeaveApplication>(res);
    const applied = await check(per);
    expect(applied.AnsoktaSedan).toBe(before.AnsoktaSedan + 5);
    expect((await call(server, 'POST', `/api/leaveapplications/${a.Id}/approve`, { cookie: ftg, headers: C1, body: { Meddelande: '' } })).statusCode).toBe(200);
    const approved = await check(per);
    expect(approved.AnsoktaSedan).toBe(before.AnsoktaSedan);
    expect(approved.BeviljadeSedan).toBe(before.BeviljadeSedan + 5);
    expect(approved.Saldo).toBe(17.5);
  });

  it('a balance without the paid vacation days is no balance', async () => {
    await db
      .updateTable('payslips_balances')
      .set({ SemBetUtb: null })
      .where('FtgId', '=', '1001')
      .where('AnstNr', '=', perNr)
      .where('Datum', '=', '2026-02-25')
      .execute();
    expect(await check(per)).toMatchObject({ Saldo: null, SaldoDatum: '', AnsoktaSedan: 0, BeviljadeSedan: 0 });
  });

  it('the employee gets the decision by mail, in the language his account chose, with the message', async () => {
    const apply = async (FromDatum: string, TomDatum: string) => {
      const res = await call(server, 'POST', '/api/leaveapplications', {
        cookie: per,
        headers: C1,
        body: { Typ: 'TJL', FromDatum, TomDatum, Veckodagar: [1, 2, 3, 4, 5], Omfattning: 100, Orsak: 'Flytt', SkapaTidrader: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      return json<LeaveApplication>(res).Id;
    };
    const contact = await db.selectFrom('account_contacts').select('Email').where('Login', '=', 'per@demo.se').executeTakeFirst();
    const to = contact?.Email || 'per@demo.se';
    const outbox = server.security.mailOutbox!;
    // Swedish by default
    let before = outbox.messages().length;
    const a = await apply('2026-11-02', '2026-11-03');
    expect(outbox.messages().length).toBe(before);
    expect(
      (await call(server, 'POST', `/api/leaveapplications/${a}/approve`, { cookie: ftg, headers: C1, body: { Meddelande: 'Lycka till med flytten' } }))
        .statusCode,
    ).toBe(200);
    let mail = outbox.messages().slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to, subject: 'Din ledighet är beviljad' });
    expect(mail[0].text).toContain('tjänstledighet 2026-11-02 – 2026-11-03');
    expect(mail[0].text).toContain('Meddelande: Lycka till med flytten');
    // his account chose English: the next decision comes in English, whatever the decider's language
    await db.deleteFrom('user_app_settings').where('Login', '=', 'per@demo.se').execute();
    await db
      .insertInto('user_app_settings')
      .values({ Login: 'per@demo.se', DateFilterPeriodType: '', InitialDateFilter: '', PaginationPerPage: 25, InactivityTimer: 0, Theme: '', Language: 'en' })
      .execute();
    before = outbox.messages().length;
    const b = await apply('2026-11-09', '2026-11-10');
    expect((await call(server, 'POST', `/api/leaveapplications/${b}/deny`, { cookie: ftg, headers: C1, body: { Meddelande: '' } })).statusCode).toBe(200);
    mail = outbox.messages().slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to, subject: 'Your leave application is denied' });
    expect(mail[0].text).toContain('leave of absence 2026-11-09 – 2026-11-10');
    expect(mail[0].text).not.toContain('Message:');
  });

  it('an administrator registers leave for an employee of his scope: approved at once, rows booked, audited, told; refused outside it', async () => {
    const avd = await signIn(server, 'avd@demo.se', '1001');
    const people = json<{ AnstNr: string; Avdelning: string; Barn: { Id: string }[] }[]>(
      await call(server, 'GET', '/api/leaveapplications/admin/employees', { cookie: avd, headers: C1 }),
    );
    const mineDept = people.map((p) => p.AnstNr);
    expect(mineDept.length).toBeGreaterThan(0);
    const all = json<{ AnstNr: string }[]>(await call(server, 'GET', '/api/leaveapplications/admin/employees', { cookie: ftg, headers: C1 }));
    const outside = all.find((p) => !mineDept.includes(p.AnstNr))!;
    expect(outside).toBeDefined();
    // the employee may not call it
    expect((await call(server, 'GET', '/api/leaveapplications/admin/employees', { cookie: per, headers: C1 })).statusCode).toBe(403);

    const body = {
      Typ: 'SEM',
      FromDatum: '2026-08-03',
      TomDatum: '2026-08-07',
      Veckodagar: [1, 2, 3, 4, 5],
      Omfattning: 100,
      Orsak: 'Ringde in',
      SkapaTidrader: true,
    };
    const count = async () => Number((await db.selectFrom('leave_applications').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // outside his departments: the scope's 403, nothing written; PER cannot register; a bad field is a 400 naming it
    expect(
      (await call(server, 'POST', '/api/leaveapplications/admin', { cookie: avd, headers: C1, body: { ...body, AnstNr: outside.AnstNr } })).statusCode,
    ).toBe(403);
    expect((await call(server, 'POST', '/api/leaveapplications/admin', { cookie: per, headers: C1, body: { ...body, AnstNr: perNr } })).statusCode).toBe(403);
    const bad = await call(server, 'POST', '/api/leaveapplications/admin', {
      cookie: ftg,
      headers: C1,
      body: { ...body, AnstNr: perNr, TomDatum: '2026-08-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ field: 'TomDatum' });
    expect(await count()).toBe(before);

    const res = await call(server, 'POST', '/api/leaveapplications/admin', {
      cookie: ftg,
      headers: C1,
      body: { ...body, AnstNr: perNr, Meddelande: 'Registrerad per telefon' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = json<LeaveApplication>(res);
    expect(a).toMatchObject({ AnstNr: perNr, Status: 'APPROVED', Meddelande: 'Registrerad per telefon' });
    // his schedule is Monday to Friday: five vacation days in the time report
    const rows = await db
      .selectFrom('time_rows')
      .select(['Datum', 'TidKod'])
      .where('FtgId', '=', '1001')
      .where('OriginRef', '=', a.Id)
      .orderBy('Datum')
      .execute();
    expect(rows.map((r: { Datum: string }) => r.Datum)).toEqual(['2026-08-03', '2026-08-04', '2026-08-05', '2026-08-06', '2026-08-07']);
    const audit = await db
      .selectFrom('audit_events')
      .select(['Action', 'Login'])
      .where('Plugin', '=', 'leave')
      .where('EntityId', '=', a.Id)
      .orderBy('Id')
      .execute();
    expect(audit.map((x: { Action: string }) => x.Action)).toEqual(['register', 'approve']);
    expect(audit.every((x: { Login: string }) => x.Login === 'ftg@demo.se')).toBe(true);
    // the employee sees it among his own
    const mine = json<{ Ansokningar: { Id: string; Status: string }[] }>(await call(server, 'GET', '/api/leaveapplications', { cookie: per, headers: C1 }));
    expect(mine.Ansokningar.find((x) => x.Id === a.Id)?.Status).toBe('APPROVED');
  });
});
