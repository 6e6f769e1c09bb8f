import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type Env, json, PERIOD, startServer } from './support';

/*
 * Issue 22: a page of the month's list is counted and cut in SQL — the pages are the whole list cut in order, with
 * the whole list's total, and a company's month is read on its own index.
 */
type Row = { Id: string; AnstNr: string; Datum: string };
type Info = { Page: number; PerPage: number; Total: number; TotalPages: number };

describe.each(DIALECTS)('compensations list paging on %s', (dialect) => {
  let env: Env;
  let ftg: string;
  let per: string;

  beforeAll(async () => {
    env = await startServer(dialect);
    ftg = await env.signIn('ftg@demo.se');
    per = await env.signIn('per@demo.se');
  });
  afterAll(() => env.server.close());

  const get = (cookie: string, q: string) => env.call('GET', `/api/compensations?${PERIOD}${q}`, { cookie });

  it('cuts the whole list in pages with its total, for the company and for one employee', async () => {
    for (const [cookie, extra] of [
      [ftg, ''],
      [per, ''],
      [ftg, `&AnstNr=${env.perAnstNr}`],
    ] as const) {
      const whole = json<Row[]>(await get(cookie, extra));
      expect(whole.length).toBeGreaterThan(3);
      const pages: Row[] = [];
      for (let page = 1; ; page++) {
        const res = await get(cookie, `${extra}&Page=${page}&PerPage=3`);
        expect(res.statusCode, res.body).toBe(200);
        const info = JSON.parse(res.headers['dv-pagination'] as string) as Info;
        expect(info).toEqual({ Page: page, PerPage: 3, Total: whole.length, TotalPages: Math.ceil(whole.length / 3) });
        pages.push(...json<Row[]>(res));
        if (page >= info.TotalPages) break;
      }
      expect(pages.map((r) => r.Id)).toEqual(whole.map((r) => r.Id));
      // newest first, as before
      expect(whole.map((r) => r.Datum)).toEqual([...whole.map((r) => r.Datum)].sort().reverse());
      const past = await get(cookie, `${extra}&Page=99&PerPage=3`);
      expect(json<Row[]>(past)).toEqual([]);
      expect((JSON.parse(past.headers['dv-pagination'] as string) as Info).Total).toBe(whole.length);
    }
  });

  // SQLite's plan names the index; PostgreSQL's planner picks by statistics on a table this small
  if (dialect === 'sqlite')
    it("reads a company's month on the period index, in the list's order", async () => {
      const plan = await sql<{ detail: string }>`explain query plan
        select * from compensations where "FtgId" = '1001' and "Datum" >= '2026-10-01' and "Datum" <= '2026-10-31'
        order by "Datum" desc, "CreatedAt" desc, "Id" desc limit 25 offset 0`.execute(env.db);
      const detail = plan.rows.map((r) => r.detail).join('\n');
      expect(detail).toMatch(/compensations_period/);
      expect(detail).not.toMatch(/TEMP B-TREE/);
    });
});
