import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { employeeRow } from './employee-row';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Need, NeedInput, Overview, Plan } from '../../src/contracts';
import staffingServer from '../../server';

/** The server clock: fixed (Wednesday 2026-11-18, 10:00 Swedish time), never today's date. */
const NOW = new Date('2026-11-18T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
/** a week of the tests' own (March 2028: no seed or other test touches it) */
const WEEK = 'From=2028-03-06&To=2028-03-12';

/**
 * The planner's and the overview's calls read the company in a fixed number of set-based queries: a company twice the
 * size (more people, more passes, more competences and absence) costs more rows, never more queries (no N+1, no query
 * per person or per pass).
 */
describe.each(DIALECTS)('the planner and the overview scale with the company, not with queries, on %s', (dialect) => {
  let server: TestServer & { host: any };
  let db: any;
  let ftg: string;
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const counted = async (url: string) => {
    queries = 0;
    const res = await call(server, 'GET', url, { cookie: ftg, headers: C1 });
    expect(res.statusCode, res.body).toBe(200);
    return { n: queries, res };
  };

  /** `count` more people of department SK, each on a pass of the week, with a competence and a day of absence */
  async function grow(from: number, count: number): Promise<void> {
    const nrs = Array.from({ length: count }, (_, i) => `SK${from + i}`);
    await server.host.db
      .insertInto('employees')
      .values(
        nrs.map((AnstNr, i) => ({
          ...employeeRow({ AnstNr, FoNamn: 'Skala', PersNr: `19700101${String(2000 + from + i)}`, Avdelning: 'SK' }),
        })),
      )
      .execute();
    await server.host.db
      .insertInto('employee_kompetenser')
      .values(nrs.map((AnstNr) => ({ FtgId: '1001', AnstNr, KompetensId: 'HLR' })))
      .execute();
    await server.host.db
      .insertInto('time_rows')
      .values(
        nrs.map((AnstNr) => ({
          Id: `sk-${AnstNr}`,
          FtgId: '1001',
          AnstNr,
          Datum: '2028-03-08',
          TidKod: 'SJK',
          Timmar: 8,
          CreatedAt: 0,
          UpdatedAt: 0,
          UpdatedBy: 't',
        })),
      )
      .execute();
    // a need asks for at most 20 people: one need per 20
    for (let k = 0; k < count; k += 20) {
      const need: NeedInput = {
        Namn: `Skala ${from + k}`,
        Uppgift: '',
        Avdelning: 'SK',
        ResEnh: '',
        Brukare: '',
        Start: '07:00',
        Slut: '15:00',
        Antal: Math.min(20, count - k),
        Kompetenser: [],
        Upprepning: 'NONE',
        Faktor: 1,
        Dagar: '',
        Manader: '',
        FromDatum: '2028-03-07',
        TomDatum: '2028-03-07',
        Schemalangd: 1,
        Helgdagar: true,
        Delpass: false,
        Kommentar: '',
      };
      const made = await call(server, 'POST', '/api/bemanna/behov', { cookie: ftg, headers: C1, body: need });
      expect(made.statusCode, made.body).toBe(200);
      const passes = await db.selectFrom('staffing_passes').select(['Id', 'Plats']).where('BehovId', '=', json<Need>(made).Id).execute();
      for (const p of passes)
        await db
          .updateTable('staffing_passes')
          .set({ AnstNr: nrs[k + p.Plats] })
          .where('Id', '=', p.Id)
          .execute();
    }
  }

  beforeAll(async () => {
    server = (await createServerTester(dialect, {
      installed: ['@lonna/plugin-time'],
      plugins: [staffingServer as never],
      now: () => NOW,
      session: { cacheMs: 0 },
    })) as never;
    db = server.host.db;
    await db.insertInto('departments').values({ FtgId: '1001', Avdelning: 'SK', Namn: 'Skala' }).execute();
    ftg = await signIn(server, 'ftg@demo.se', '1001');
  });
  afterAll(() => server.close());

  it('the same number of queries for 20 more people as for 60 more', async () => {
    await grow(0, 20);
    // from here the handlers' database counts every query it is asked (the host reads `host.db` on each call)
    server.host.db = db.withPlugin(counter);
    const plan1 = await counted(`/api/bemanna/planering?${WEEK}&VisaInaktiva=true`);
    const over1 = await counted(`/api/bemanna/overview?${WEEK}`);
    const page1 = await counted(`/api/bemanna/planering?${WEEK}&VisaInaktiva=true&Page=2&PerPage=10&Obemannade=false`);
    server.host.db = db;
    await grow(20, 60);
    server.host.db = db.withPlugin(counter);
    const plan2 = await counted(`/api/bemanna/planering?${WEEK}&VisaInaktiva=true`);
    const over2 = await counted(`/api/bemanna/overview?${WEEK}`);
    const page2 = await counted(`/api/bemanna/planering?${WEEK}&VisaInaktiva=true&Page=2&PerPage=10&Obemannade=false`);
    server.host.db = db;
    // more rows came back…
    const p1 = json<Plan>(plan1.res);
    const p2 = json<Plan>(plan2.res);
    expect(p2.Employees.length - p1.Employees.length).toBe(60);
    expect(p2.Passes.filter((p) => p.AnstNr.startsWith('SK'))).toHaveLength(80);
    expect(p2.Employees.find((e) => e.AnstNr === 'SK70')).toMatchObject({ Kompetenser: ['HLR'], Franvaro: ['2028-03-08'] });
    expect(
      json<Overview>(over2.res)
        .Rows.filter((r) => r.Namn.startsWith('Skala'))
        .map((r) => r.Kravs),
    ).toEqual([20, 20, 20, 20]);
    // …from the very same queries
    expect(plan1.n).toBeGreaterThan(0);
    expect(plan2.n).toBe(plan1.n);
    expect(over2.n).toBe(over1.n);
    // a page of the planner's rows: the same rows, the same bytes and the same queries in the larger company
    const total = (r: { res: { headers: Record<string, unknown> } }) => JSON.parse(String(r.res.headers['dv-pagination'])).Total as number;
    expect(total(page2) - total(page1)).toBe(60);
    expect(json<Plan>(page1.res).Employees).toHaveLength(10);
    expect(json<Plan>(page2.res).Employees).toHaveLength(10);
    expect(page2.res.body.length).toBeLessThanOrEqual(page1.res.body.length * 1.1);
    expect(page2.n).toBe(page1.n);
  });
});
