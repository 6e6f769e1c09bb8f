import { capturePush, call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PresenceBoard, PresenceEntry } from '../../src/contracts';
import presenceServer from '../../server';
import { catchUpDemoStatuses } from '../../server/seed';
import { daysAfter, instantOf, stockholm } from '../../server/clock';

/** The server clock of these tests: fixed (moved on by the tests themselves), never today's date. */
const START = Date.parse('2026-11-18T08:00:00Z');
const MIN = 60_000;
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Frame = { to: { ftgId?: string; login?: string }; frame: { event: string; resource?: string; payload?: unknown } };

describe.each(DIALECTS)('presence endpoints on %s', (dialect) => {
  let server: TestServer & { push: any; host: any };
  let t = START;
  const frames: Frame[] = [];
  let db: any;
  let per: string;
  let perNr: string;
  let ftg: string;
  let avd: string;
  const get = async (cookie: string) => {
    const res = await call(server, 'GET', '/api/presenceStatus', { cookie, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    return json<PresenceBoard>(res);
  };
  const put = (cookie: string, body: unknown) => call(server, 'PUT', '/api/presenceStatus', { cookie, headers: C1, body });
  const entryOf = async (cookie: string, anstNr: string) => (await get(cookie)).Entries.find((e) => e.AnstNr === anstNr);
  const count = async () => Number((await db.selectFrom('presence_status').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  async function setSwitch(name: string, value: unknown): Promise<void> {
    await db.deleteFrom('portal_switches').where('FtgId', '=', '1001').where('Name', '=', name).execute();
    await db
      .insertInto('portal_switches')
      .values({ FtgId: '1001', Name: name, Value: JSON.stringify(value) })
      .execute();
    server.host.directory.invalidate();
  }

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      // the time plugin as npm start loads it (its package), this plugin declared in place
      installed: ['@lonna/plugin-time'],
      plugins: [presenceServer as never],
      now: () => new Date(t),
      session: { cacheMs: 0 },
    })) as never;
    capturePush(server as never, frames);
    db = server.host.db;
    perNr = (await db.selectFrom('accounts').select('AnstNr').where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow()).AnstNr;
    [per, ftg, avd] = await Promise.all([signIn(server, 'per@demo.se', '1001'), signIn(server, 'ftg@demo.se', '1001'), signIn(server, 'avd@demo.se', '1001')]);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    t += 60 * MIN;
    frames.length = 0;
    await db.deleteFrom('presence_status').where('FtgId', '=', '1001').where('AnstNr', '=', perNr).execute();
    await db.deleteFrom('time_punches').where('FtgId', '=', '1001').where('AnstNr', '=', perNr).execute();
    await db.deleteFrom('time_rows').where('Id', 'like', 'presence-test-%').execute();
  });

  it('shows the company administrator everyone of the company by name, with the seeded statuses', async () => {
    const b = await get(ftg);
    const active = await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('Aktiv', '=', 1).execute();
    expect(b.Entries).toHaveLength(active.length);
    expect(b.Entries.map((e) => e.Namn)).toEqual([...b.Entries.map((e) => e.Namn)].sort((x, y) => x.localeCompare(y, 'sv')));
    const seeded = b.Entries.filter((e) => e.Kalla === 'MANUAL');
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(seeded.some((e) => e.Status === 'MEETING' && e.Kommentar.includes('Arbetsplatsträff'))).toBe(true);
    // the administrator is no employee: no status of his own
    expect(b.Me).toBeNull();
  });

  it('sets, changes and clears one’s own status; every change is pushed to the company and audited', async () => {
    const ater = t + 90 * MIN;
    let res = await put(per, { Status: 'MEETING', Kommentar: '  Styrelsemöte  ', Ater: ater });
    expect(res.statusCode, res.body).toBe(200);
    const saved = json<PresenceEntry>(res);
    expect(saved).toMatchObject({ AnstNr: perNr, Status: 'MEETING', Kommentar: 'Styrelsemöte', Sedan: t, Ater: ater, Kalla: 'MANUAL' });
    expect(frames).toContainEqual({ to: { ftgId: '1001' }, frame: { event: 'resource-updated', resource: 'narvarostatus', payload: { AnstNr: perNr } } });
    // the administrator's board and PER's own
    expect(await entryOf(ftg, perNr)).toMatchObject({ Status: 'MEETING', Kommentar: 'Styrelsemöte' });
    expect((await get(per)).Me).toMatchObject({ Status: 'MEETING' });

    t += MIN;
    res = await put(per, { Status: 'REMOTE' });
    expect(json<PresenceEntry>(res)).toMatchObject({ Status: 'REMOTE', Kommentar: '', Ater: 0, Sedan: t });
    const audit = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('Plugin', '=', 'presence')
      .where('EntityId', '=', perNr)
      .where('Entity', '=', 'status')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);

    frames.length = 0;
    res = await call(server, 'DELETE', '/api/presenceStatus', { cookie: per, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<PresenceEntry>(res)).toMatchObject({ Status: 'NONE', Kalla: 'NONE', Sedan: 0 });
    expect(frames.map((f) => f.frame.resource)).toEqual(['narvarostatus']);
    expect(await entryOf(ftg, perNr)).toMatchObject({ Status: 'NONE' });
  });

  it('refuses bad input with a 400 naming the field, in the user’s language, and writes nothing', async () => {
    const before = await count();
    for (const [body, field, text] of [
      [{ Status: 'IN', Kommentar: 'x'.repeat(101) }, 'Kommentar', '100'],
      [{ Status: 'IN', Kommentar: 'rad 1\u0007' }, 'Kommentar', ''],
      [{ Status: 'LUNCH' }, 'Status', ''],
      [{ Status: 'AWAY', Ater: t - 2 * MIN }, 'Ater', 'bakåt i tiden'],
      [{ Status: 'AWAY', Ater: t + 400 * 86_400_000 }, 'Ater', 'ett år'],
      [{ Status: 'AWAY', Ater: 1.5 }, 'Ater', ''],
    ] as const) {
      const res = await put(per, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const err = json<{ field: string; message: string }>(res);
      expect(err.field).toBe(field);
      if (text) expect(err.message).toContain(text);
    }
    // the same refusal in English for a user who reads English
    const en = await call(server, 'PUT', '/api/presenceStatus', {
      cookie: per,
      headers: { ...C1, 'accept-language': 'en' },
      body: { Status: 'AWAY', Ater: t - 2 * MIN },
    });
    expect(en.statusCode).toBe(400);
    expect(json<{ message: string }>(en).message).toContain('in the past');
    expect(await count()).toBe(before);
    expect(frames).toEqual([]);
    // the current minute is not the past: "back 10:00" chosen at 10:00:30
    t += 30_000;
    expect((await put(per, { Status: 'AWAY', Ater: t - 30_000 })).statusCode).toBe(200);
  });

  it('a clock punch sets the status by itself: the latest of the punch and the own status wins', async () => {
    // punch in (the time plugin's own endpoint): "in" since that instant, and the board hears of it
    let res = await call(server, 'POST', '/api/stamplingar/in', { cookie: per, headers: C1, body: { AnstNr: perNr, Brukare: 'B001' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(frames).toContainEqual(expect.objectContaining({ frame: expect.objectContaining({ event: 'resource-updated', resource: 'stamplingar' }) }));
    expect(await entryOf(ftg, perNr)).toMatchObject({ Status: 'IN', Kalla: 'PUNCH', Sedan: t });

    // a meeting set later wins over the punch in
    t += 30 * MIN;
    await put(per, { Status: 'MEETING', Kommentar: 'Planering' });
    expect(await entryOf(ftg, perNr)).toMatchObject({ Status: 'MEETING', Kalla: 'MANUAL' });

    // the punch out, later again, wins: "out" since the punch out's minute
    t += 3 * 60 * MIN;
    res = await call(server, 'POST', '/api/stamplingar/ut', { cookie: per, headers: C1, body: { AnstNr: perNr } });
    expect(res.statusCode, res.body).toBe(200);
    const out = await entryOf(ftg, perNr);
    expect(out).toMatchObject({ Status: 'OUT', Kalla: 'PUNCH', Kommentar: '' });
    expect(out!.Sedan).toBe(t - (t % MIN));

    // clearing the own status leaves the clock's word
    await call(server, 'DELETE', '/api/presenceStatus', { cookie: per, headers: C1 });
    expect(await entryOf(ftg, perNr)).toMatchObject({ Status: 'OUT', Kalla: 'PUNCH' });
  });

  it('a day booked by the absence plugin shows AWAY (never why), leave shows LEAVE with its return; a later punch wins', async () => {
    // rows as the time plugin's booking API writes them for the absence and leave plugins (its published read model)
    const book = (Datum: string, Origin: string) =>
      db
        .insertInto('time_rows')
        .values({
          Id: `presence-test-${Origin}-${Datum}`,
          FtgId: '1001',
          AnstNr: perNr,
          Datum,
          TidKod: 'SJK',
          Timmar: 8,
          Source: 'BOOKED',
          Origin,
          OriginRef: 'x',
          CreatedAt: t,
          UpdatedAt: t,
          UpdatedBy: 'test',
        })
        .execute();
    const today = stockholm(t).date;
    await put(per, { Status: 'IN', Kommentar: 'Kontoret' });
    // a status set before today's booking began (yesterday) gives way to it; one set today, after midnight, does not
    await db
      .updateTable('presence_status')
      .set({ SetAt: instantOf(today, '00:00') - MIN })
      .where('FtgId', '=', '1001')
      .where('AnstNr', '=', perNr)
      .execute();
    await book(today, 'absence');
    await book(daysAfter(today, 1), 'absence');
    expect(await entryOf(ftg, perNr)).toEqual(
      expect.objectContaining({ Status: 'AWAY', Kalla: 'BOOKED', Kommentar: '', Sedan: instantOf(today, '00:00'), Ater: 0 }),
    );

    await db.deleteFrom('time_rows').where('Id', 'like', 'presence-test-%').execute();
    for (const d of [0, 1, 2]) await book(daysAfter(today, d), 'leave');
    await book(daysAfter(today, 4), 'leave'); // after a gap: another leave, not this one's return
    expect(await entryOf(per, perNr)).toMatchObject({ Status: 'LEAVE', Kalla: 'BOOKED', Ater: instantOf(daysAfter(today, 3), '00:00') });

    // he came in after all: the punch is later than the day's start
    const res = await call(server, 'POST', '/api/stamplingar/in', { cookie: per, headers: C1, body: { AnstNr: perNr, Brukare: 'B001' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entryOf(ftg, perNr)).toMatchObject({ Status: 'IN', Kalla: 'PUNCH' });
  });

  it('a punch over midnight is "out" on the next day, and a punch older than a week says nothing', async () => {
    const base = { FtgId: '1001', AnstNr: perNr, Brukare: '', ResEnhet1: '', RowId: '', Version: 1, UpdatedBy: 'test' };
    // 2026-11-18 22:00 – 06:00 Swedish time (UTC+1): out at 2026-11-19 05:00Z
    await db
      .insertInto('time_punches')
      .values({ ...base, Id: 'p-night', Datum: '2026-11-18', In: '22:00', Ut: '06:00', CreatedAt: Date.parse('2026-11-18T21:00:00Z') })
      .execute();
    t = Date.parse('2026-11-19T10:00:00Z');
    expect(await entryOf(ftg, perNr)).toMatchObject({ Status: 'OUT', Sedan: Date.parse('2026-11-19T05:00:00Z') });
    t = Date.parse('2026-11-30T10:00:00Z');
    expect(await entryOf(ftg, perNr)).toMatchObject({ Status: 'NONE' });
  });

  it('scopes the board: PER sees his own department’s colleagues (and nobody else), AVD his departments', async () => {
    const mine = await get(per);
    const ownDepartment = (
      await db.selectFrom('employees').select('Avdelning').where('FtgId', '=', '1001').where('AnstNr', '=', perNr).executeTakeFirstOrThrow()
    ).Avdelning as string;
    const colleagues = (
      await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('Avdelning', '=', ownDepartment).where('Aktiv', '=', 1).execute()
    )
      .map((r: { AnstNr: string }) => r.AnstNr)
      .sort();
    expect(colleagues.length).toBeGreaterThan(1);
    expect(mine.Entries.map((e) => e.AnstNr).sort()).toEqual(colleagues);
    expect(mine.Me?.AnstNr).toBe(perNr);
    const departments = (await db.selectFrom('account_departments').select('Avdelning').where('Login', '=', 'avd@demo.se').execute()).map(
      (r: { Avdelning: string }) => r.Avdelning,
    );
    const inScope = (
      await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('Avdelning', 'in', departments).where('Aktiv', '=', 1).execute()
    )
      .map((r: { AnstNr: string }) => r.AnstNr)
      .sort();
    const avdBoard = await get(avd);
    expect(avdBoard.Entries.map((e) => e.AnstNr).sort()).toEqual(inScope);
  });

  it('refuses a status for someone who is no employee, and the care recipient altogether', async () => {
    const before = await count();
    const res = await put(ftg, { Status: 'IN' });
    expect(res.statusCode).toBe(403);
    const bru = await signIn(server, 'bru@demo.se', '1001');
    expect((await call(server, 'GET', '/api/presenceStatus', { cookie: bru, headers: C1 })).statusCode).toBe(403);
    expect((await put(bru, { Status: 'IN' })).statusCode).toBe(403);
    // an employee number that is no active employee of the company: the predicate lets him in, the handler says why not
    await db.updateTable('accounts').set({ AnstNr: '999999' }).where('Login', '=', 'per@demo.se').execute();
    server.host.directory.invalidate();
    try {
      const res = await put(per, { Status: 'IN' });
      expect(res.statusCode).toBe(404);
      expect(json<{ message: string }>(res).message).toContain('inte som anställd');
    } finally {
      await db.updateTable('accounts').set({ AnstNr: perNr }).where('Login', '=', 'per@demo.se').execute();
      server.host.directory.invalidate();
    }
    expect(await count()).toBe(before);
  });

  it('refuses every call while the company’s switch is off, and never serves another company', async () => {
    await setSwitch('EnableNarvarostatus', false);
    try {
      const before = await count();
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { Status: 'IN' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(server, method, '/api/presenceStatus', { cookie: per, headers: C1, body });
        expect(res.statusCode, `${method} ${res.body}`).toBe(403);
      }
      expect(await count()).toBe(before);
      expect(frames).toEqual([]);
    } finally {
      await setSwitch('EnableNarvarostatus', true);
    }
    // Konsultbolaget (1002) has the switch off; and PER may not choose it at all
    const ftg2 = await signIn(server, 'ftg@demo.se', '1002');
    expect((await call(server, 'GET', '/api/presenceStatus', { cookie: ftg2, headers: { 'dv-selected-company': '1002' } })).statusCode).toBe(403);
    expect((await call(server, 'GET', '/api/presenceStatus', { cookie: per, headers: { 'dv-selected-company': '1002' } })).statusCode).toBe(403);
    expect((await call(server, 'GET', '/api/presenceStatus')).statusCode).toBe(401);
  });

  it('a demo database started days later moves the demo statuses on together, and leaves a person’s own alone', async () => {
    const demo = async (): Promise<(readonly [string, number])[]> =>
      (await db.selectFrom('presence_status').select(['AnstNr', 'SetAt']).where('SetBy', '=', 'demo').orderBy('AnstNr').execute()).map(
        (r: { AnstNr: string; SetAt: number }) => [r.AnstNr, Number(r.SetAt)] as const,
      );
    expect((await put(per, { Status: 'REMOTE' })).statusCode).toBe(200);
    const before = await demo();
    const later = new Date(t + 30 * 86_400_000 + 5 * MIN);
    await catchUpDemoStatuses(db, later);
    const after = await demo();
    const newest = Math.max(...after.map(([, at]) => at));
    expect(later.getTime() - newest).toBeGreaterThanOrEqual(0);
    expect(later.getTime() - newest).toBeLessThan(86_400_000);
    // the same whole number of days for everyone
    const shifts = new Set(after.map(([, at], i) => at - before[i]![1]));
    expect(shifts.size).toBe(1);
    expect([...shifts][0]! % 86_400_000).toBe(0);
    expect((await entryOf(ftg, perNr))?.Sedan).toBe(t);
  });
});
