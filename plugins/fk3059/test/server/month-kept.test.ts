import { DIALECTS, call, createServerTester, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserMonth } from '../../src/contracts';
import { createFk3059Server } from '../../server';
import { timeRow } from './time-row';

/**
 * The organiser's page keeps the month's counts and its assistants' names between requests (server/month-cache.ts,
 * issue 22) only while the month's rows and the register are unchanged: every way a time row or an employee changes
 * shows on the next page at once, on both databases (the time plugin's triggers keep the month's version).
 */
const MONTH = '2025-03';
const NEXT = '2025-04';

describe.each(DIALECTS)('FK3059 the kept month follows every change, on %s', (dialect) => {
  let server: TestServer;
  const t = Date.parse('2025-05-20T09:00:00Z');
  let ftg: string;
  let staff: string[];
  // biome-ignore lint/suspicious/noExplicitAny: the test writes the time plugin's table as its own writers do
  let db: any;
  const page = async (manad = MONTH) => {
    const r = await call(server, 'GET', `/api/fk3059/anordnare?Manad=${manad}&Page=1&PerPage=25`, { cookie: ftg });
    expect(r.statusCode, r.body).toBe(200);
    return JSON.parse(r.body) as OrganiserMonth;
  };
  const statement = (m: OrganiserMonth, AnstNr: string, Brukare = 'B001') => m.Statements.find((s) => s.AnstNr === AnstNr && s.Brukare === Brukare);
  const version = async (manad = MONTH) =>
    Number((await db.selectFrom('time_care_months').select('Version').where('FtgId', '=', '1001').where('Manad', '=', manad).executeTakeFirst())?.Version ?? 0);

  beforeAll(async () => {
    server = await createServerTester(dialect, {
      installed: ['@lonna/plugin-time'],
      plugins: [createFk3059Server({ transport: { name: 'fake', send: async () => ({ ok: true, txId: 'tx' }) } }) as never],
      jobsCheckMs: 0,
      now: () => new Date(t),
      session: { cacheMs: 0 },
    });
    db = server.host.db;
    staff = (await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').orderBy('AnstNr').execute())
      .slice(0, 3)
      .map((e: { AnstNr: string }) => e.AnstNr);
    await db.deleteFrom('time_rows').where('FtgId', '=', '1001').where('Datum', 'like', '2025-0%').execute();
    await db
      .insertInto('time_rows')
      .values(
        staff
          .slice(0, 2)
          .map((AnstNr, i) =>
            timeRow({ Id: `kept-${i}`, AnstNr, Datum: '2025-03-04', TidKod: 'ARB', Timmar: 8, Start: '08:00', Slut: '16:00', Brukare: 'B001' }, t),
          ),
      )
      .execute();
    ftg = await signIn(server, 'ftg@demo.se', '1001');
  });
  afterAll(() => server.close());

  it('a changed, added, moved, emptied or removed assistance row and a renamed assistant show on the next page', async () => {
    const first = await page();
    expect(first.Counts.All).toBe(2);
    expect(statement(first, staff[0]!)?.Manual).not.toContain('noClockTimes');
    // asked again unchanged: the same answer (kept)
    expect(await page()).toEqual(first);

    // a row loses its clock times: that statement goes on paper
    await db.updateTable('time_rows').set({ Start: '', Slut: '' }).where('Id', '=', 'kept-0').execute();
    const cleared = await page();
    expect(statement(cleared, staff[0]!)?.Manual).toContain('noClockTimes');
    expect(statement(cleared, staff[1]!)?.Manual).not.toContain('noClockTimes');

    // a row added for a third assistant: a third statement
    await db
      .insertInto('time_rows')
      .values(timeRow({ Id: 'kept-2', AnstNr: staff[2]!, Datum: '2025-03-10', TidKod: 'ARB', Timmar: 3, Start: '09:00', Slut: '12:00', Brukare: 'B001' }, t))
      .execute();
    const added = await page();
    expect(added.Counts.All).toBe(3);
    expect(statement(added, staff[2]!)?.Totals.Aktiv).toBe(3);

    // the assistant renamed: his statement's name follows (the company's register version moved)
    await db.updateTable('employees').set({ EfNamn: 'Omdöpt' }).where('FtgId', '=', '1001').where('AnstNr', '=', staff[2]!).execute();
    expect(statement(await page(), staff[2]!)?.Namn).toContain('Omdöpt');

    // moved to the next month: gone from this one, there in the next
    await db.updateTable('time_rows').set({ Datum: '2025-04-01' }).where('Id', '=', 'kept-2').execute();
    expect((await page()).Counts.All).toBe(2);
    expect(statement(await page(NEXT), staff[2]!)?.Totals.Aktiv).toBe(3);

    // booked off the care recipient: no statement of it; removed: none either
    await db.updateTable('time_rows').set({ Brukare: '' }).where('Id', '=', 'kept-1').execute();
    expect(statement(await page(), staff[1]!)).toBeUndefined();
    await db.deleteFrom('time_rows').where('Id', '=', 'kept-0').execute();
    expect((await page()).Counts.All).toBe(0);
  });

  it('only assistance rows move the month’s version, and only their own months', async () => {
    const [march, april] = [await version(), await version(NEXT)];
    // a row without a care recipient: no assistance, no version
    await db
      .insertInto('time_rows')
      .values(timeRow({ Id: 'kept-plain', AnstNr: staff[0]!, Datum: '2025-03-12', TidKod: 'ARB', Timmar: 8, Start: '08:00', Slut: '16:00', Brukare: '' }, t))
      .execute();
    await db.updateTable('time_rows').set({ Timmar: 7 }).where('Id', '=', 'kept-plain').execute();
    expect([await version(), await version(NEXT)]).toEqual([march, april]);
    // an assistance row of April moves April's version only
    await db
      .insertInto('time_rows')
      .values(timeRow({ Id: 'kept-apr', AnstNr: staff[0]!, Datum: '2025-04-02', TidKod: 'ARB', Timmar: 1, Start: '08:00', Slut: '09:00', Brukare: 'B002' }, t))
      .execute();
    expect(await version()).toBe(march);
    expect(await version(NEXT)).toBeGreaterThan(april);
  });
});
