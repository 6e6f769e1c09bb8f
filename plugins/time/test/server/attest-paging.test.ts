import { HEADERS } from '@lonna/core/contracts';
import { seedBigCompany } from '@lonna/server/testing';
import { CompiledQuery, createQueryId, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusLine } from '../../src/contracts';
import { seedTime } from '../../server';
import type { TimeCtx } from '../../server/db';
import { statusPage } from '../../server/status-page';
import { dayCodesOf, quantities } from '../../server/totals';
import { call, DIALECTS, FIXED_NOW, json, signIn, startTimeServer, type TestServer } from './support';

/*
 * Issue 22: a page of the attest and approve lists costs the same whatever the company's size (the employees are
 * paged in SQL before any line is computed), and the answer is the one the lists always gave.
 */
const SMALL = '9050';
const LARGE = '9500';
const MONTH = { From: '2026-10-01', To: '2026-10-31' };

/** counts the statements a call runs and the rows they return */
function counter() {
  const seen = { statements: 0, rows: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      seen.statements++;
      return args.node;
    },
    transformResult: async (args) => {
      seen.rows += args.result.rows.length;
      return args.result;
    },
  };
  return { seen, plugin };
}

describe.each(DIALECTS)('attest list paging on %s', (dialect) => {
  let server: TestServer;
  let adm: string;

  beforeAll(async () => {
    server = await startTimeServer(dialect, { now: () => FIXED_NOW });
    const db = server.host.db as never;
    await seedBigCompany(db, 50, FIXED_NOW, SMALL);
    await seedBigCompany(db, 500, FIXED_NOW, LARGE);
    await seedTime(db, FIXED_NOW, [
      { FtgId: SMALL, clock: false, careRecipient: false, approvalStep: true },
      { FtgId: LARGE, clock: false, careRecipient: false, approvalStep: true },
    ]);
    adm = await signIn(server, 'adm@demo.se');
  }, 120_000);
  afterAll(() => server.close());

  const list = (path: string, ftgId: string, extra: Record<string, string | number> = {}) =>
    call(server, 'GET', `${path}?${new URLSearchParams({ ...MONTH, ...extra } as never)}`, { cookie: adm, headers: { [HEADERS.company]: ftgId } });

  /** the lines as the list computed them before paging in SQL: every employee, numeric order, one by one */
  async function reference(ftgId: string, withoutLocked: boolean): Promise<StatusLine[]> {
    const db = server.host.db as never as TimeCtx['db'];
    const codes = await dayCodesOf({ db, companyId: ftgId });
    const employees = (await db.selectFrom('employees').selectAll().where('FtgId', '=', ftgId).execute())
      .filter((e) => !withoutLocked || !Number(e.Locked))
      .sort((a, b) => Number(a.AnstNr) - Number(b.AnstNr));
    const out: StatusLine[] = [];
    for (const e of employees) {
      const rows = await db
        .selectFrom('time_rows')
        .select(['TidKod', 'Timmar', 'Datum'])
        .where('FtgId', '=', ftgId)
        .where('AnstNr', '=', e.AnstNr)
        .where('Datum', '>=', MONTH.From)
        .where('Datum', '<=', MONTH.To)
        .execute();
      const withRows = new Set(rows.map((r) => r.Datum));
      const days = (
        await db
          .selectFrom('time_days')
          .select(['Datum', 'Status'])
          .where('FtgId', '=', ftgId)
          .where('AnstNr', '=', e.AnstNr)
          .where('Datum', '>=', MONTH.From)
          .where('Datum', '<=', MONTH.To)
          .execute()
      ).filter((d) => withRows.has(d.Datum));
      const n = (s: string) => days.filter((d) => d.Status === s).length;
      const q = quantities(rows, codes);
      out.push({
        AnstNr: e.AnstNr,
        Namn: `${e.FoNamn} ${e.EfNamn}`,
        Avdelning: e.Avdelning,
        Timmar: q.Hours,
        Dagar: q.Days,
        Open: n('OPEN'),
        Approved: n('APPROVED'),
        Attested: n('ATTESTED'),
        Locked: n('LOCKED'),
      });
    }
    return out;
  }

  it('answers the whole month as before, and its pages are the whole list cut in 25s with the same total', async () => {
    for (const [path, withoutLocked] of [
      ['/api/attest', false],
      ['/api/godkann', true],
    ] as const) {
      const expected = await reference(LARGE, withoutLocked);
      expect(expected.some((l) => l.Timmar > 0 && l.Open + l.Approved + l.Attested > 0)).toBe(true);
      const whole = await list(path, LARGE);
      expect(whole.statusCode, whole.body).toBe(200);
      expect(json(whole)).toEqual(expected);
      const pages: StatusLine[] = [];
      for (let page = 1; ; page++) {
        const res = await list(path, LARGE, { Page: page, PerPage: 25 });
        expect(res.statusCode).toBe(200);
        const info = JSON.parse(res.headers['dv-pagination'] as string);
        expect(info).toEqual({ Page: page, PerPage: 25, Total: expected.length, TotalPages: Math.ceil(expected.length / 25) });
        pages.push(...json<StatusLine[]>(res));
        if (page >= info.TotalPages) break;
      }
      expect(pages).toEqual(expected);
      // past the end: an empty page with the same total
      const past = await list(path, LARGE, { Page: 999, PerPage: 25 });
      expect(json(past)).toEqual([]);
      expect(JSON.parse(past.headers['dv-pagination'] as string).Total).toBe(expected.length);
    }
  }, 120_000);

  it('filters a department in SQL with its own total', async () => {
    const expected = (await reference(LARGE, false)).filter((l) => l.Avdelning === '20');
    expect(expected.length).toBeGreaterThan(25);
    const res = await list('/api/attest', LARGE, { Avdelning: '20', Page: 2, PerPage: 25 });
    expect(json(res)).toEqual(expected.slice(25, 50));
    expect(JSON.parse(res.headers['dv-pagination'] as string).Total).toBe(expected.length);
  }, 60_000);

  it('costs a page the same statements and rows in a company of 50 as of 500', async () => {
    const cost = async (ftgId: string) => {
      const { seen, plugin } = counter();
      const ctx = {
        db: server.host.db.withPlugin(plugin),
        dialect,
        companyId: ftgId,
        scope: { employees: async () => ({ all: true, anstNrs: [], basis: 'company', includes: () => true }) },
        setPagination: () => {},
        fail: () => {
          throw new Error('refused');
        },
      } as never as TimeCtx;
      const lines = await statusPage(ctx, { ...MONTH, Page: '1', PerPage: '25' }, { withoutLocked: false });
      expect(lines).toHaveLength(25);
      return seen;
    };
    // the company's kept lists (server/kept.ts) read once for each first: then both pages cost the same
    await cost(SMALL);
    await cost(LARGE);
    const small = await cost(SMALL);
    const large = await cost(LARGE);
    expect(large.statements).toBe(small.statements);
    // the rows the database hands back: the page's employees, their codes and statuses — never the company's
    expect(large.rows).toBeLessThan(25 * 12);
    expect(Math.abs(large.rows - small.rows)).toBeLessThan(25 * 4);
  }, 60_000);

  // the month's statuses: the days walked in (Datum, AnstNr) order and each day's probe for rows in the same order —
  // SQLite's own pick (the employee index) jumped across the company's year per day and grew faster than the company
  if (dialect === 'sqlite')
    it("probes the month's days for rows on the period index, in the order it walks them", async () => {
      const nodes: RootOperationNode[] = [];
      const plugin: KyselyPlugin = {
        transformQuery: (args) => {
          nodes.push(args.node);
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const ctx = {
        db: server.host.db.withPlugin(plugin),
        dialect,
        companyId: LARGE,
        scope: { employees: async () => ({ all: true, anstNrs: [], basis: 'company', includes: () => true }) },
        setPagination: () => {},
        fail: () => {
          throw new Error('refused');
        },
      } as never as TimeCtx;
      expect(await statusPage(ctx, MONTH, { withoutLocked: false })).toEqual(await reference(LARGE, false));
      const status = nodes
        .map((n) => server.host.db.getExecutor().compileQuery(n, createQueryId()))
        .find((c) => c.sql.includes('"time_days"') && c.sql.includes('exists'))!;
      const plan = await server.host.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${status.sql}`, [...status.parameters]));
      const detail = plan.rows.map((r) => r.detail).join('\n');
      expect(detail).toMatch(/COVERING INDEX time_days_period_status \(FtgId=\? AND Datum>\? AND Datum<\?\)/);
      expect(detail).toMatch(/COVERING INDEX time_rows_period_sums \(FtgId=\? AND Datum=\? AND AnstNr=\?\)/);
    }, 60_000);

  // SQLite's plan names the index; PostgreSQL's planner picks by statistics, so only the first is asserted
  if (dialect === 'sqlite')
    it("reads a page's rows and days on the employee indexes and the month on the period ones, from the indexes alone", async () => {
      const plan = async (q: ReturnType<typeof sql>) =>
        (await sql<{ detail: string }>`explain query plan ${q}`.execute(server.host.db)).rows.map((r) => r.detail).join('\n');
      const page = sql`"FtgId" = ${LARGE} and "Datum" >= ${MONTH.From} and "Datum" <= ${MONTH.To} and "AnstNr" in ('1', '2', '3')`;
      const month = sql`"FtgId" = ${LARGE} and "Datum" >= ${MONTH.From} and "Datum" <= ${MONTH.To}`;
      expect(await plan(sql`select "AnstNr", "TidKod", sum("Timmar") from time_rows where ${page} group by "AnstNr", "TidKod"`)).toMatch(
        /COVERING INDEX time_rows_employee_sums \(FtgId=\? AND AnstNr=\?/,
      );
      expect(await plan(sql`select "AnstNr", "Status", count(*) from time_days where ${page} group by "AnstNr", "Status"`)).toMatch(
        /COVERING INDEX time_days_employee_status \(FtgId=\? AND AnstNr=\?/,
      );
      expect(await plan(sql`select "AnstNr", "TidKod", sum("Timmar") from time_rows where ${month} group by "AnstNr", "TidKod"`)).toMatch(
        /COVERING INDEX time_rows_period_sums \(FtgId=\? AND Datum>\? AND Datum<\?\)/,
      );
      expect(await plan(sql`select "AnstNr", "Status", count(*) from time_days where ${month} group by "AnstNr", "Status"`)).toMatch(
        /COVERING INDEX time_days_period_status \(FtgId=\? AND Datum>\? AND Datum<\?\)/,
      );
    });
});
