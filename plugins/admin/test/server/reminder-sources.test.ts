import { defineServerPlugin } from '@lonna/core/server';
import { DIALECTS, call, type buildServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reminder, ReminderInput, ReminderTrigger } from '../../src/contracts';
import { reminderOf, startReminderTwins } from './reminder-fixture';

type Server = Awaited<ReturnType<typeof buildServer>>;

const words = (w: string) => ({ sv: `${w} (sv)`, en: `${w} (en)`, fr: `${w} (fr)`, pl: `${w} (pl)` });
/** counted per employee number by the probe's sources (the test sets it) */
let waitingNow = new Map<string, number>();
const asked: string[] = [];

/** a plugin with things to remind of: its deadlines are the 10th of every month */
const probe = defineServerPlugin({
  id: 'probe',
  version: '1.0.0',
  core: '^1.0.0',
  reminderSources: [
    {
      id: 'ownThing',
      audience: 'own',
      label: words('Own thing'),
      help: words('Each employee with an own thing'),
      isDeadline: (day) => day.endsWith('-10'),
      waiting: async (_ctx, deadline) => {
        asked.push(deadline);
        return waitingNow;
      },
    },
    {
      id: 'chosenThing',
      audience: 'chosen',
      label: words('Chosen thing'),
      help: words('The chosen are told'),
      isDeadline: (day) => day.endsWith('-10'),
      waiting: async () => waitingNow,
    },
    // a company without the switch never sees it
    {
      id: 'gated',
      audience: 'chosen',
      label: words('Gated'),
      help: words('Gated'),
      enabledWhen: { portal: 'EnableNothingAtAll' },
      isDeadline: () => true,
      waiting: async () => new Map(),
    },
  ],
});

/** Other plugins' reminder sources (core's ReminderSourceDef): listed, checked, and sent on their own deadlines. */
describe.each(DIALECTS)('admin reminders from other plugins on %s', (dialect) => {
  // 7 November 2026, 07:30 in Stockholm: 3 days before the probe's deadline on the 10th
  let clock = Date.parse('2026-11-07T06:30:00Z');
  const now = () => new Date(clock);
  let a: Server;
  let b: Server;
  let lic: string;
  let perAnstNr: string;
  let cleanup: () => Promise<void>;
  const C = { 'dv-selected-company': '1001' };
  const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;
  const reminder = reminderOf({ Namn: 'Probe reminder', Trigger: 'probe.ownThing', Message: 'Hej {{namn}}, {{antal}} saker före {{sista}}.' });
  const post = (body: ReminderInput) => call(a, 'POST', '/api/admin/reminders', { cookie: lic, headers: C, body });
  const outbox = (subject: string) =>
    a.security
      .mailOutbox!.messages()
      .concat(b.security.mailOutbox!.messages())
      .filter((m) => m.subject === subject);

  beforeAll(async () => {
    // the probe's memory is this run's (SQLite and PostgreSQL run one after the other)
    asked.length = 0;
    waitingNow = new Map();
    ({ a, b, lic, close: cleanup } = await startReminderTwins(dialect, now, [probe]));
    const db = a.host.db as any;
    perAnstNr = (await db.selectFrom('accounts').select(['AnstNr']).where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
    await db
      .insertInto('account_contacts')
      .values({ Login: 'per@demo.se', Email: 'per.probe@example.se', Mobile: '' })
      .onConflict((oc: any) => oc.column('Login').doUpdateSet({ Email: 'per.probe@example.se' }))
      .execute();
  });
  afterAll(async () => cleanup?.());

  it('lists the sources the company meets, in the reader’s language, and refuses any other trigger on its field', async () => {
    const sv = json<ReminderTrigger[]>(await call(a, 'GET', '/api/admin/reminderTriggers', { cookie: lic, headers: C }));
    expect(sv).toEqual([
      { Trigger: 'probe.ownThing', Label: 'Own thing (sv)', Help: 'Each employee with an own thing (sv)', Audience: 'own' },
      { Trigger: 'probe.chosenThing', Label: 'Chosen thing (sv)', Help: 'The chosen are told (sv)', Audience: 'chosen' },
    ]);
    const en = json<ReminderTrigger[]>(await call(a, 'GET', '/api/admin/reminderTriggers', { cookie: lic, headers: { ...C, 'accept-language': 'en' } }));
    expect(en[0]!.Label).toBe('Own thing (en)');
    for (const Trigger of ['probe.gated', 'other.thing', 'nonsense']) {
      const res = await post(reminder({ Trigger: Trigger as never }));
      expect(res.statusCode, Trigger).toBe(400);
      expect(json<{ field: string }>(res).field).toBe('Trigger');
    }
    // a chosen-audience source needs someone to tell
    const none = await post(reminder({ Trigger: 'probe.chosenThing' }));
    expect(json<{ field: string }>(none).field).toBe('TargetRoles');
    expect(json<Reminder[]>(await call(a, 'GET', '/api/admin/reminders', { cookie: lic, headers: C }))).toEqual([]);
  });

  it('goes its chosen days before the source’s deadline, once over two instances, to each counted employee', async () => {
    const made = await post(reminder());
    expect(made.statusCode, made.body).toBe(200);
    // 2026-11-07 is 3 days before the 10th; its time 08:00 has not passed
    expect(json<Reminder>(made).NextDue).toBe('2026-11-07');
    waitingNow = new Map([[perAnstNr, 2]]);
    await Promise.all([a.jobs.tick(), b.jobs.tick()]);
    expect(outbox('Probe reminder')).toEqual([]);
    clock += 40 * 60_000;
    await Promise.all([a.jobs.tick(), b.jobs.tick()]);
    clock += 60_000;
    await Promise.all([b.jobs.tick(), a.jobs.tick()]);
    const sent = outbox('Probe reminder');
    expect(sent.map((m) => [m.to, m.text])).toEqual([['per.probe@example.se', 'Hej Per Persson, 2 saker före 2026-11-10.']]);
    expect(asked).toEqual(['2026-11-10']);
    // gone today: next on 3 days before the next 10th
    const [listed] = json<Reminder[]>(await call(a, 'GET', '/api/admin/reminders', { cookie: lic, headers: C }));
    expect(listed!.NextDue).toBe('2026-12-07');
  });

  it('a chosen-audience source tells the chosen with the total, and nothing waiting sends nothing', async () => {
    clock = Date.parse('2026-12-05T09:00:00Z');
    const made = await post(reminder({ Namn: 'Chosen probe', Trigger: 'probe.chosenThing', DaysBefore: 5, Klockslag: '09:00', TargetLogins: ['per@demo.se'] }));
    expect(made.statusCode, made.body).toBe(200);
    waitingNow = new Map([
      ['1', 1],
      ['2', 3],
    ]);
    await Promise.all([a.jobs.tick(), b.jobs.tick()]);
    expect(outbox('Chosen probe').map((m) => m.text)).toEqual(['Hej Per Persson, 4 saker före 2026-12-10.']);
    // the next month, nothing waits: nothing goes, nothing is recorded
    clock = Date.parse('2027-01-05T09:00:00Z');
    waitingNow = new Map();
    await Promise.all([a.jobs.tick(), b.jobs.tick()]);
    expect(outbox('Chosen probe')).toHaveLength(1);
  });
});
