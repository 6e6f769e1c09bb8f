import { call, createServerTester, DIALECTS, signIn, type TestServer } from '@lonna/server/testing';
import { employeeRow } from './employee-row';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Need, OVERVIEW_PER_PAGE, type Overview, type Plan, UNFILLED_SHOWN, type Unfilled } from '../../src/contracts';
import staffingServer from '../../server';
import { needInput } from '../need-input';

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
      const need = needInput('2028-03-07', { Namn: `Skala ${from + k}`, Avdelning: 'SK', Start: '07:00', Slut: '15:00', Antal: Math.min(20, count - k) });
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
    const overPage1 = await counted(`/api/bemanna/overview?${WEEK}&Page=1&PerPage=1`);
    const page1 = await counted(`/api/bemanna/planering?${WEEK}&VisaInaktiva=true&Page=2&PerPage=10&Obemannade=false`);
    server.host.db = db;
    await grow(20, 60);
    server.host.db = db.withPlugin(counter);
    const plan2 = await counted(`/api/bemanna/planering?${WEEK}&VisaInaktiva=true`);
    const over2 = await counted(`/api/bemanna/overview?${WEEK}`);
    const overPage2 = await counted(`/api/bemanna/overview?${WEEK}&Page=1&PerPage=1`);
    const page2 = await counted(`/api/bemanna/planering?${WEEK}&VisaInaktiva=true&Page=2&PerPage=10&Obemannade=false`);
    server.host.db = db;
    // more rows came back…
    const p1 = json<Plan>(plan1.res);
    const p2 = json<Plan>(plan2.res);
    expect(p2.Employees.length - p1.Employees.length).toBe(60);
    expect(p2.Passes.filter((p) => p.AnstNr.startsWith('SK'))).toHaveLength(80);
    expect(p2.Employees.find((e) => e.AnstNr === 'SK70')).toMatchObject({ Kompetenser: ['HLR'], Franvaro: ['2028-03-08'] });
    const o2 = json<Overview>(over2.res);
    expect(o2.Behov.filter((n) => n.Namn.startsWith('Skala')).flatMap((n) => n.Rader.map((r) => r.Kravs))).toEqual([20, 20, 20, 20]);
    const total = (r: { res: { headers: Record<string, unknown> } }) => JSON.parse(String(r.res.headers['dv-pagination'])).Total as number;
    // …from the very same queries
    expect(plan1.n).toBeGreaterThan(0);
    expect(plan2.n).toBe(plan1.n);
    expect(over2.n).toBe(over1.n);
    // a page of the overview's needs: the same bytes and queries in the larger company, its day totals all of them
    expect(overPage2.n).toBe(overPage1.n);
    expect(total(overPage2) - total(overPage1)).toBe(3);
    expect(json<Overview>(overPage2.res).Behov).toHaveLength(1);
    expect(overPage2.res.body.length).toBeLessThanOrEqual(overPage1.res.body.length * 1.1);
    expect(json<Overview>(overPage2.res).Dagar.find((d) => d.Datum === '2028-03-07')?.Kravs).toBe(
      json<Overview>(overPage1.res).Dagar.find((d) => d.Datum === '2028-03-07')!.Kravs + 60,
    );
    // a page of the planner's rows: the same rows, the same bytes and the same queries in the larger company
    expect(total(page2) - total(page1)).toBe(60);
    expect(json<Plan>(page1.res).Employees).toHaveLength(10);
    expect(json<Plan>(page2.res).Employees).toHaveLength(10);
    expect(page2.res.body.length).toBeLessThanOrEqual(page1.res.body.length * 1.1);
    expect(page2.n).toBe(page1.n);
  });

  it('a month of a 5,000-employee company’s coverage (500 needs a day) answers a page of needs in a few kB', async () => {
    // the bench's shape (apps/server/bench/domain-seed.mjs: a need per ten employees, three people each): 500 needs
    // over May 2028, every day, most passes filled — written straight to the tables (the need API is not under test)
    const needs = Array.from({ length: 500 }, (_, i) => ({
      // the one need base (test/need-input.ts) as a stored row
      ...needInput('2028-05-01', {
        Namn: `Stor ${String(i).padStart(3, '0')}`,
        Avdelning: 'SK',
        Start: i % 2 ? '14:00' : '06:00',
        Slut: i % 2 ? '22:00' : '14:00',
        Antal: 3,
        Upprepning: 'DAILY',
        TomDatum: '2028-05-31',
      }),
      FtgId: '1001',
      Id: `big-${String(i).padStart(3, '0')}`,
      Kompetenser: '',
      Helgdagar: 1,
      Delpass: 0,
      KopiaAv: '',
      Deleted: 0,
      CreatedAt: 0,
      CreatedBy: 't',
    }));
    const passes = needs.flatMap((n, i) =>
      Array.from({ length: 31 }, (_, d) => `2028-05-${String(d + 1).padStart(2, '0')}`).flatMap((Datum, d) =>
        [0, 1, 2].map((Plats) => ({
          FtgId: '1001',
          Id: `${n.Id}-${Datum}-${Plats}`,
          BehovId: n.Id,
          Plats,
          Datum,
          Start: n.Start,
          Slut: n.Slut,
          // one need in seven is a person short on one day in three
          AnstNr: Plats === 2 && i % 7 === 0 && d % 3 === 0 ? '' : `BIG${(i * 3 + Plats) % 80}`,
          Status: 'PLANNED',
          Version: 1,
          UpdatedAt: 0,
        })),
      ),
    );
    for (let i = 0; i < needs.length; i += 100)
      await db
        .insertInto('staffing_needs')
        .values(needs.slice(i, i + 100))
        .execute();
    for (let i = 0; i < passes.length; i += 500)
      await db
        .insertInto('staffing_passes')
        .values(passes.slice(i, i + 500))
        .execute();
    const MONTH = 'From=2028-05-01&To=2028-05-31';
    const short = needs.filter((_, i) => i % 7 === 0).length;
    const shortDays = (d: number) => (d % 3 === 0 ? short : 0);
    const whole = await call(server, 'GET', `/api/bemanna/overview?${MONTH}`, { cookie: ftg, headers: C1 });
    const page = await call(server, 'GET', `/api/bemanna/overview?${MONTH}&Page=1&PerPage=${OVERVIEW_PER_PAGE}`, { cookie: ftg, headers: C1 });
    expect(page.statusCode, page.body).toBe(200);
    const o = json<Overview>(page);
    // the day totals cover every need, the rows the page's 20 needs (the earliest first)
    expect(o.Dagar).toHaveLength(31);
    expect(o.Dagar[0]).toEqual({ Datum: '2028-05-01', Kravs: 1500, Bemannade: 1500 - short, Underbemannade: short });
    expect(o.Dagar[1]).toMatchObject({ Kravs: 1500, Bemannade: 1500, Underbemannade: shortDays(1) });
    expect(o.Behov).toHaveLength(OVERVIEW_PER_PAGE);
    expect(o.Behov.every((n) => n.Start === '06:00')).toBe(true);
    expect(o.Behov.every((n) => n.Rader.length === 31)).toBe(true);
    expect(JSON.parse(String(page.headers['dv-pagination']))).toMatchObject({ Page: 1, Total: 500, TotalPages: 25 });
    // small: the page is a few per cent of the whole month
    expect(page.body.length).toBeLessThan(50_000);
    expect(whole.body.length).toBeGreaterThan(page.body.length * 15);
    // only the short ones: the needs short on some day, and only those days
    const under = await call(server, 'GET', `/api/bemanna/overview?${MONTH}&Page=1&PerPage=${OVERVIEW_PER_PAGE}&Underbemannade=true`, {
      cookie: ftg,
      headers: C1,
    });
    const u = json<Overview>(under);
    expect(JSON.parse(String(under.headers['dv-pagination']))).toMatchObject({ Total: short });
    expect(u.Behov).toHaveLength(OVERVIEW_PER_PAGE);
    expect(u.Behov.every((n) => n.Rader.length === 11 && n.Rader.every((r) => r.Bemannade === r.Kravs - 1))).toBe(true);
    expect(under.body.length).toBeLessThan(20_000);
  });

  it('the planner’s first page of a 5-week period with 7,000 unfilled passes stays small: three a day and the counts', async () => {
    // 40 needs of department SK over 35 days, five people each, nobody on them: 20 in the day (07–15), 20 in the
    // evening (19–23, outside the hours 6–18); one morning pass of the first day cancelled (never shown)
    const days = Array.from({ length: 35 }, (_, d) => new Date(Date.UTC(2028, 5, 5 + d)).toISOString().slice(0, 10));
    const needs = Array.from({ length: 40 }, (_, i) => ({
      ...needInput(days[0]!, {
        Namn: `Öppen ${String(i).padStart(2, '0')}`,
        Avdelning: 'SK',
        Start: i < 20 ? '07:00' : '19:00',
        Slut: i < 20 ? '15:00' : '23:00',
        Antal: 5,
        Upprepning: 'DAILY',
        TomDatum: days[34]!,
      }),
      FtgId: '1001',
      Id: `open-${String(i).padStart(2, '0')}`,
      Kompetenser: '',
      Helgdagar: 1,
      Delpass: 0,
      KopiaAv: '',
      Deleted: 0,
      CreatedAt: 0,
      CreatedBy: 't',
    }));
    const passes = needs.flatMap((n, i) =>
      days.flatMap((Datum, d) =>
        [0, 1, 2, 3, 4].map((Plats) => ({
          FtgId: '1001',
          Id: `${n.Id}-${Datum}-${Plats}`,
          BehovId: n.Id,
          Plats,
          Datum,
          Start: n.Start,
          Slut: n.Slut,
          AnstNr: '',
          Status: i === 0 && d === 0 && Plats === 4 ? 'CANCELLED' : 'PLANNED',
          Version: 1,
          UpdatedAt: 0,
        })),
      ),
    );
    await db.insertInto('staffing_needs').values(needs).execute();
    for (let i = 0; i < passes.length; i += 500)
      await db
        .insertInto('staffing_passes')
        .values(passes.slice(i, i + 500))
        .execute();
    const PERIOD = `From=${days[0]}&To=${days[34]}`;
    const get = async <T>(url: string) => {
      const res = await call(server, 'GET', url, { cookie: ftg, headers: C1 });
      expect(res.statusCode, res.body).toBe(200);
      return { body: json<T>(res), bytes: res.body.length };
    };
    const first = await get<Plan>(`/api/bemanna/planering?${PERIOD}&VisaInaktiva=false&FranTimme=6&TillTimme=18&Page=1&PerPage=50`);
    const open = first.body.Passes.filter((p) => p.AnstNr === '');
    // three a day (the first by start, end, id), all in the hours; every day counted, the cancelled one left out
    expect(open).toHaveLength(35 * UNFILLED_SHOWN);
    expect(open.every((p) => p.Start === '07:00' && p.Status === 'PLANNED')).toBe(true);
    expect(first.body.Obemannade).toEqual(days.map((Datum, d) => ({ Datum, Antal: d === 0 ? 99 : 100 })));
    // the needs a mass plan could fill: every need with unfilled passes, whatever the hours
    expect(first.body.ObemannadeBehov.filter((n) => n.Id.startsWith('open-'))).toHaveLength(40);
    // small: before session 15 the page carried all 6,999 passes (over 1.5 MB)
    expect(first.bytes).toBeLessThan(60_000);
    // the whole day: every unfilled pass of it in the hours, in the first page's order
    const day = await get<Unfilled>(`/api/bemanna/planering/obemannade?From=${days[1]}&To=${days[1]}&FranTimme=6&TillTimme=18`);
    expect(day.body.Passes).toHaveLength(100);
    expect(day.body.Passes.slice(0, UNFILLED_SHOWN).map((p) => p.Id)).toEqual(open.filter((p) => p.Datum === days[1]).map((p) => p.Id));
    expect(day.body.Passes.map((p) => p.Id)).toEqual([...day.body.Passes.map((p) => p.Id)].sort());
    // the whole day (0–24), another department, and a period too long
    const allDay = await get<Plan>(`/api/bemanna/planering?${PERIOD}&FranTimme=0&TillTimme=24&Page=1&PerPage=1`);
    expect(allDay.body.Obemannade[1]).toEqual({ Datum: days[1], Antal: 200 });
    const other = await get<Plan>(`/api/bemanna/planering?${PERIOD}&Avdelning=ZZ&Page=1&PerPage=1`);
    expect(other.body.Obemannade.filter((d) => d.Datum >= days[0]!)).toEqual([]);
    const long = await call(server, 'GET', `/api/bemanna/planering/obemannade?From=${days[0]}&To=2028-08-31`, { cookie: ftg, headers: C1 });
    expect(long.statusCode).toBe(400);
    expect(JSON.parse(long.body)).toMatchObject({ field: 'To' });
    const badHour = await call(server, 'GET', `/api/bemanna/planering/obemannade?From=${days[0]}&To=${days[0]}&TillTimme=25`, { cookie: ftg, headers: C1 });
    expect(badHour.statusCode).toBe(400);
  });
});
