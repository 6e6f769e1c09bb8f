import { DIALECTS, call, createServerTester, signIn, type TestServer } from '@lonna/server/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserMonth, SendReply } from '../../src/contracts';
import { createFk3059Server, type EltTransport } from '../../server';
import { timeRow } from './time-row';

/**
 * The organiser's month at scale (issue 22): a page of the statements cut on the server by the wire's one rule, the
 * whole month's counts beside it, the stage filter, the role's scope, and "sign all" / "send all" acting on the
 * whole month on the server, never only on the page the organiser sees.
 */
const MONTH = '2025-05';
const ORGANISER_PERSNR = '199001012385';
const fk: EltTransport = { name: 'fake', send: async () => ({ ok: true, txId: 'tx-1' }) };

describe.each(DIALECTS)('FK3059 the organiser’s month, paged, on %s', (dialect) => {
  let server: TestServer;
  let t = Date.parse('2025-08-20T09:00:00Z');
  let per: string;
  let perNr: string;
  let perPersNr: string;
  let ftg: string;
  let bru: string;
  let staff: string[];
  const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;
  const month = async (query = '', cookie = ftg) => {
    const r = await call(server, 'GET', `/api/fk3059/anordnare?Manad=${MONTH}${query}`, { cookie });
    expect(r.statusCode, r.body).toBe(200);
    return {
      ...json<OrganiserMonth>(r),
      page: JSON.parse(String(r.headers['dv-pagination'])) as { Page: number; PerPage: number; Total: number; TotalPages: number },
    };
  };
  const keys = (m: OrganiserMonth) => m.Statements.map((s) => `${s.AnstNr}/${s.Brukare}`);
  const approve = async (cookie: string, path: string, body: object, persNr: string) => {
    const started = await call(server, 'POST', path, { cookie, body });
    expect(started.statusCode, started.body).toBe(200);
    const { orderRef } = json<{ orderRef: string }>(started);
    server.security.simulator!.open(orderRef);
    server.security.simulator!.approve(orderRef, persNr);
    t += 2_000;
    return call(server, 'GET', `/api/fk3059/sign/${orderRef}`, { cookie });
  };

  beforeAll(async () => {
    server = await createServerTester(dialect, {
      installed: ['@lonna/plugin-time'],
      plugins: [createFk3059Server({ transport: fk }) as never],
      jobsCheckMs: 0,
      render: { extraModules: [new URL('../../server/renderers.ts', import.meta.url).href] },
      now: () => new Date(t),
      session: { cacheMs: 0 },
      security: { simulator: { signDelayMs: 0, now: () => t } },
    });
    const db = server.host.db as any;
    const account = await db.selectFrom('accounts').select(['AnstNr', 'PersNr']).where('Login', '=', 'per@demo.se').executeTakeFirstOrThrow();
    perNr = account.AnstNr;
    perPersNr = account.PersNr;
    await db.updateTable('accounts').set({ PersNr: ORGANISER_PERSNR }).where('Login', '=', 'ftg@demo.se').execute();
    // Per and four colleagues assist B001 in May (clock times: fit for ELT once the details are given); Per and one
    // colleague B002 as well — seven statements
    const others = (await db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '<>', perNr).orderBy('AnstNr').execute())
      .slice(0, 4)
      .map((e: { AnstNr: string }) => e.AnstNr);
    staff = [perNr, ...others];
    await db.deleteFrom('time_rows').where('FtgId', '=', '1001').where('Datum', 'like', `${MONTH}-%`).execute();
    const rows = [
      ...staff.map((AnstNr, i) =>
        timeRow({ Id: `fkm-${i}-1`, AnstNr, Datum: '2025-05-05', TidKod: 'ARB', Timmar: 8, Start: '08:00', Slut: '16:00', Brukare: 'B001' }, t),
      ),
      ...staff
        .slice(0, 2)
        .map((AnstNr, i) =>
          timeRow({ Id: `fkm-${i}-2`, AnstNr, Datum: '2025-05-06', TidKod: 'ARB', Timmar: 4, Start: '08:00', Slut: '12:00', Brukare: 'B002' }, t),
        ),
      // one day without clock times: that statement goes on paper, known without its lines until it is on a page
      timeRow({ Id: 'fkm-4-3', AnstNr: staff[4]!, Datum: '2025-05-07', TidKod: 'ARB', Timmar: 2, Start: '', Slut: '', Brukare: 'B001' }, t),
      // absence and supplements are not on the form: they neither make a statement nor take its clock times away
      timeRow({ Id: 'fkm-3-4', AnstNr: staff[3]!, Datum: '2025-05-08', TidKod: 'SJK', Timmar: 8, Start: '', Slut: '', Brukare: 'B002' }, t),
    ];
    await db.insertInto('time_rows').values(rows).execute();
    [per, ftg, bru] = await Promise.all([signIn(server, 'per@demo.se', '1001'), signIn(server, 'ftg@demo.se', '1001'), signIn(server, 'bru@demo.se', '1001')]);
  });
  afterAll(() => server.close());

  it('pages the month on the server by Page/PerPage, in the month’s order, with the whole month’s counts on every page', async () => {
    const whole = await month();
    expect(whole.page).toEqual({ Page: 1, PerPage: 7, Total: 7, TotalPages: 1 });
    expect(whole.Statements).toHaveLength(7);
    // Swedish collation by assistant, then care recipient
    const names = whole.Statements.map((s) => `${s.Namn}|${s.BrukareNamn}`);
    const sv = new Intl.Collator('sv');
    expect(names).toEqual(
      [...whole.Statements].sort((a, b) => sv.compare(a.Namn, b.Namn) || sv.compare(a.BrukareNamn, b.BrukareNamn)).map((s) => `${s.Namn}|${s.BrukareNamn}`),
    );
    const pages = [await month('&Page=1&PerPage=3'), await month('&Page=2&PerPage=3'), await month('&Page=3&PerPage=3')];
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3].map((Page) => ({ Page, PerPage: 3, Total: 7, TotalPages: 3 })));
    expect(pages.map((p) => p.Statements.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap(keys)).toEqual(keys(whole));
    // the month's numbers, whatever the page: nobody has signed; no care recipient's personal number yet: all on paper
    for (const p of [whole, ...pages]) expect(p.Counts).toEqual({ All: 7, Unsigned: 7, ToSign: 0, Ready: 0, Queued: 0, Failed: 0, Manual: 7, Sent: 0 });
    // the day lines and totals of a page's statement, read for the page; the missing clock times known for the count
    const paper = whole.Statements.find((s) => s.AnstNr === staff[4] && s.Brukare === 'B001')!;
    expect(paper.Totals).toEqual({ Aktiv: 10, Vante: 0, Beredskap: 0 });
    expect(paper.Lines).toHaveLength(2);
    expect(paper.Manual).toContain('noClockTimes');
    expect(whole.Statements.filter((s) => s.Manual.includes('noClockTimes')).map((s) => s.AnstNr)).toEqual([staff[4]]);
    expect(whole.Statements.some((s) => s.AnstNr === staff[3] && s.Brukare === 'B002')).toBe(false);
    // past the last page: nothing, with the month's figures still
    const past = await month('&Page=9&PerPage=3');
    expect(past.Statements).toEqual([]);
    expect(past.Counts.All).toBe(7);
    // a bad stage or page is refused on its field
    const bad = await call(server, 'GET', `/api/fk3059/anordnare?Manad=${MONTH}&Stage=Nope`, { cookie: ftg });
    expect(bad.statusCode).toBe(400);
    expect(json<{ field: string }>(bad).field).toBe('Stage');
    expect((await call(server, 'GET', `/api/fk3059/anordnare?Manad=${MONTH}&Page=x`, { cookie: ftg })).statusCode).toBe(400);
  });

  it('the scope: a care recipient counts and pages only his own assistance; a PER is refused the month and its batch actions', async () => {
    // bru@demo.se is B001: of his assistants (the host's scope for a BRU) only those on his own care
    const own = await month('&Page=1&PerPage=25', bru);
    expect(own.Counts.All).toBeGreaterThan(0);
    expect(own.Counts.All).toBeLessThan(5);
    expect(own.page).toMatchObject({ Total: own.Counts.All });
    expect(own.Statements).toHaveLength(own.Counts.All);
    expect(own.Statements.every((s) => s.Brukare === 'B001')).toBe(true);
    for (const [method, path, body] of [
      ['GET', `/api/fk3059/anordnare?Manad=${MONTH}&Page=1&PerPage=25`, undefined],
      ['POST', '/api/fk3059/signAll', { Manad: MONTH }],
      ['POST', '/api/fk3059/sendAll', { Manad: MONTH }],
    ] as const)
      expect((await call(server, method, path, { cookie: per, ...(body ? { body } : {}) })).statusCode).toBe(403);
  });

  it('"sign all" signs every statement of the month waiting for the organiser, not only the page’s; the stage filter pages them', async () => {
    expect((await call(server, 'POST', '/api/fk3059/signAll', { cookie: ftg, body: { Manad: MONTH } })).statusCode).toBe(409);
    for (const Brukare of ['B001', 'B002'])
      expect(json(await approve(per, '/api/fk3059/sign', { AnstNr: perNr, Brukare, Manad: MONTH, Roll: 'assistent' }, perPersNr))).toEqual({
        state: 'complete',
      });
    const toSign = await month('&Stage=ToSign&Page=1&PerPage=1');
    expect(toSign.Counts).toMatchObject({ All: 7, Unsigned: 5, ToSign: 2 });
    expect(toSign.page).toEqual({ Page: 1, PerPage: 1, Total: 2, TotalPages: 2 });
    expect(toSign.Statements).toHaveLength(1);
    // the organiser sees one of the two; "sign all" takes both
    expect(json(await approve(ftg, '/api/fk3059/signAll', { Manad: MONTH }, ORGANISER_PERSNR))).toEqual({ state: 'complete' });
    const after = await month();
    expect(after.Counts).toMatchObject({ All: 7, Unsigned: 5, ToSign: 0, Manual: 7 });
    expect(after.Statements.filter((s) => s.Organiser?.Valid).map((s) => `${s.AnstNr}/${s.Brukare}`)).toEqual(
      expect.arrayContaining([`${perNr}/B001`, `${perNr}/B002`]),
    );
    expect((await month('&Stage=ToSign')).Statements).toEqual([]);
  });

  it('"send all" queues every statement of the month ready to send, picked on the server; the counts follow', async () => {
    // nothing is fit for ELT yet (no contact, no personal numbers): nothing to send
    expect(json<SendReply>(await call(server, 'POST', '/api/fk3059/sendAll', { cookie: ftg, body: { Manad: MONTH } }))).toEqual({ Queued: [], Refused: [] });
    const saved = await call(server, 'PUT', '/api/fk3059/uppgifter', {
      cookie: ftg,
      body: { Kontaktperson: 'Fredrik Företagsson', Telefon: '08-123 456 78', Kollektivavtal: true, Brukare: [{ Brukare: 'B001', PersNr: '19410708-6995' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ready = await month('&Stage=Ready&Page=1&PerPage=25');
    expect(ready.Counts).toMatchObject({ Ready: 1, Manual: 3 });
    expect(keys(ready)).toEqual([`${perNr}/B001`]);
    const sent = json<SendReply>(await call(server, 'POST', '/api/fk3059/sendAll', { cookie: ftg, body: { Manad: MONTH } }));
    expect(sent).toEqual({ Queued: [{ AnstNr: perNr, Brukare: 'B001' }], Refused: [] });
    expect((await month()).Counts).toMatchObject({ Ready: 0, Queued: 1 });
    t += 1_000;
    await server.jobs.tick();
    expect((await month('&Stage=Sent')).Statements.map((s) => s.TxId)).toEqual(['tx-1']);
  });

  // SQLite's plan names the index; PostgreSQL's planner picks by statistics (checked by hand with EXPLAIN, README)
  if (dialect === 'sqlite')
    it("reads the month's assistance rows from the time plugin's covering index alone, never the rows", async () => {
      const plan = async (q: ReturnType<typeof sql>) =>
        (await sql<{ detail: string }>`explain query plan ${q}`.execute(server.host.db as never)).rows.map((r) => r.detail).join('\n');
      const care = sql`"FtgId" = '1001' and "Datum" >= ${`${MONTH}-01`} and "Datum" <= ${`${MONTH}-31`} and "Brukare" <> ''`;
      // the month's outline: statements and their missing clock times, grouped in SQL
      expect(
        await plan(
          sql`select "AnstNr", "Brukare", sum(case when "Start" = '' or "Slut" = '' then 1 else 0 end) from time_rows where ${care} and "TidKod" in ('ARB', 'JOUR') and "Timmar" > 0 group by "AnstNr", "Brukare"`,
        ),
      ).toMatch(/COVERING INDEX time_rows_care_cover \(FtgId=\? AND Datum>\? AND Datum<\?\)/);
      // the day lines of the whole month
      expect(await plan(sql`select "AnstNr", "Brukare", "Datum", "TidKod", "Timmar", "Start", "Slut" from time_rows where ${care}`)).toMatch(
        /COVERING INDEX time_rows_care_cover/,
      );
    });
});
