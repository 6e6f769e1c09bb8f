import { capturePush, DIALECTS } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTravelServer, type TravelEnv, trip } from './support';

type Line = {
  Id: string;
  Typ: string;
  Belopp: number;
  BeloppSek: number;
  Skattefritt: number;
  Skattepliktigt: number;
  Dagar: { Datum: string; Landskod: string; Belopp: number; Regel: string }[];
  ErsattningId: string;
  ErsattningStatus: string;
  Land: string;
  BesoktForetag: string;
  Foretagskort: boolean;
  ReprTyp: string;
  Gaster: string;
};
type Report = { Id: string; Status: string; Summa: number; KanAterkallas: boolean; Rader: Line[] };

const drive = (o: Record<string, unknown> = {}) => ({
  Datum: '2026-11-16',
  Text: 'Till kunden',
  Fordon: 'PRI',
  StartMatare: 12000,
  SlutMatare: 12100,
  Km: null,
  Land: 'SE',
  BesoktForetag: 'Kund AB',
  ...o,
});
const perDiem = (o: Record<string, unknown> = {}) => ({
  Over50km: true,
  Utrikes: false,
  Lander: [],
  Maltider: [{ Datum: '2026-11-17', Frukost: false, Lunch: true, Middag: false }],
  Natter: [{ Datum: '2026-11-16', LogiBetald: false }],
  ...o,
});

describe.each(DIALECTS)('mileage and per diem in a travel expense report on %s', (dialect) => {
  let env: TravelEnv;
  let server: TravelEnv['server'];
  let db: TravelEnv['db'];
  let per: string;
  let ftg: string;
  let other: string;
  const call: TravelEnv['call'] = (...a) => env.call(...a);
  const setSwitch: TravelEnv['setSwitch'] = (...a) => env.setSwitch(...a);
  const newReport = async (o: Record<string, unknown> = {}, cookie = per) => json<Report>(await call('POST', '/api/travelExpenses', { cookie, body: trip(o) }));

  beforeAll(async () => {
    env = await startTravelServer(dialect, ['EnableReserakning', 'EnableTraktamente']);
    ({ server, db, per, ftg, other } = env);
  });
  afterAll(() => server.close());

  it('a drive, the per diem and a company-card receipt become the report’s compensations on completion; revert removes them', async () => {
    const report = await newReport();
    const frames = capturePush(server);
    // 100 km in an own car in 2026: 10 mil × 25 kr tax-free (Skatteverket); the demo company pays 30 kr, 5 kr taxable
    let res = await call('POST', `/api/travelExpenses/${report.Id}/mileage`, { cookie: per, body: drive() });
    expect(res.statusCode, res.body).toBe(200);
    let r = json<Report>(res);
    expect(r.Rader[0]).toMatchObject({
      Typ: 'MILEAGE',
      Belopp: 300,
      BeloppSek: 300,
      Skattefritt: 250,
      Skattepliktigt: 50,
      Land: 'SE',
      BesoktForetag: 'Kund AB',
    });

    // departure 07:10 (before 12: full day), return 19:30 (after 19: full day), 300 kr a day in 2026; a night without
    // paid lodging +150; a free lunch on the way home −35 % = −105
    res = await call('PUT', `/api/travelExpenses/${report.Id}/perdiem`, { cookie: per, body: perDiem() });
    expect(res.statusCode, res.body).toBe(200);
    r = json<Report>(res);
    const pd = r.Rader.find((l) => l.Typ === 'PERDIEM')!;
    expect(pd.Belopp).toBe(645);
    expect(pd.Dagar.map((d) => [d.Datum, d.Belopp])).toEqual([
      ['2026-11-16', 450],
      ['2026-11-17', 195],
    ]);
    expect(pd.Dagar[1]!.Regel).toContain('−35 %');
    // sent again it replaces the earlier one (no free lunch: 300)
    r = json<Report>(await call('PUT', `/api/travelExpenses/${report.Id}/perdiem`, { cookie: per, body: perDiem({ Maltider: [] }) }));
    expect(r.Rader.filter((l) => l.Typ === 'PERDIEM').map((l) => l.Belopp)).toEqual([750]);

    // a dinner paid with the company's card, with guests: shown, but nothing to pay back
    r = json<Report>(
      await call('POST', `/api/travelExpenses/${report.Id}/lines`, {
        cookie: per,
        body: {
          Datum: '2026-11-16',
          Text: 'Middag med kund',
          Leverantor: 'Restaurang',
          Belopp: 1200,
          Moms: 144,
          Valuta: 'SEK',
          Valutakurs: 1,
          KvittoId: '',
          Foretagskort: true,
          ReprTyp: 'EXTLUMI',
          Gaster: 'Anna Kund, Kund AB',
          ReprAntal: 3,
        },
      }),
    );
    expect(r.Rader.find((l) => l.ReprTyp === 'EXTLUMI')).toMatchObject({ Foretagskort: true, BeloppSek: 0, Gaster: 'Anna Kund, Kund AB' });
    expect(r.Summa).toBe(1050);

    res = await call('POST', `/api/travelExpenses/${report.Id}/submit`, { cookie: per });
    expect(res.statusCode, res.body).toBe(200);
    r = json<Report>(res);
    const rows = await db.selectFrom('compensations').selectAll().where('GuideId', '=', report.Id).orderBy('Datum').orderBy('LonKod').execute();
    expect(rows.map((c: any) => [c.Datum, c.Typ, c.LonKod, Number(c.Antal), Number(c.Belopp), c.Origin])).toEqual([
      ['2026-11-16', 'TRAKT', '600', 1, 450, 'TRAVEL'],
      ['2026-11-16', 'MIL', '620', 10, 250, 'TRAVEL'],
      ['2026-11-16', 'MIL', '630', 10, 50, 'TRAVEL'],
      ['2026-11-17', 'TRAKT', '600', 1, 300, 'TRAVEL'],
    ]);
    expect(r.Rader.filter((l) => l.Typ !== 'RECEIPT').every((l) => l.ErsattningId && l.ErsattningStatus === 'OPEN')).toBe(true);
    expect(r.Rader.find((l) => l.Typ === 'RECEIPT')!.ErsattningId).toBe('');
    expect(frames.map((f) => f.frame.resource)).toEqual(expect.arrayContaining(['travelExpenses', 'compensations']));

    // one approved row of the per diem keeps the report completed
    await db.updateTable('compensations').set({ Status: 'APPROVED' }).where('Id', '=', rows[3].Id).execute();
    expect((await call('POST', `/api/travelExpenses/${report.Id}/revert`, { cookie: per })).statusCode).toBe(409);
    await db.updateTable('compensations').set({ Status: 'OPEN' }).where('Id', '=', rows[3].Id).execute();
    res = await call('POST', `/api/travelExpenses/${report.Id}/revert`, { cookie: per });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.selectFrom('compensations').select('Id').where('GuideId', '=', report.Id).execute()).toEqual([]);
    const audit = await db.selectFrom('audit_events').select(['Event']).where('Plugin', '=', 'travel').where('Entity', '=', 'line').execute();
    expect(audit.length).toBeGreaterThanOrEqual(4);
  });

  it('abroad: the day’s country by Skatteverket’s normalbelopp; a company car at the tax-free rate only', async () => {
    const report = await newReport({ Syfte: 'Mässa', Resmal: 'Oslo', Avresa: '2026-11-09T06:00', Hemkomst: '2026-11-10T21:00' });
    let r = json<Report>(
      await call('PUT', `/api/travelExpenses/${report.Id}/perdiem`, {
        cookie: per,
        body: perDiem({ Utrikes: true, Lander: [{ Fran: '2026-11-09T09:00', Landskod: 'NO' }], Maltider: [], Natter: [] }),
      }),
    );
    const pd = r.Rader.find((l) => l.Typ === 'PERDIEM')!;
    expect(pd.Land).toBe('NO');
    expect(pd.Dagar.map((d) => d.Landskod)).toEqual(['NO', 'NO']);
    r = json<Report>(
      await call('POST', `/api/travelExpenses/${report.Id}/mileage`, {
        cookie: per,
        body: drive({ Datum: '2026-11-09', Fordon: 'EL', StartMatare: null, SlutMatare: null, Km: 40 }),
      }),
    );
    // 4 mil × 9.50 kr (fully electric company car, 2026)
    expect(r.Rader.find((l) => l.Typ === 'MILEAGE')).toMatchObject({ Skattefritt: 38, Skattepliktigt: 0 });
  });

  it('refuses bad input with a 400 naming the field (a rule missing 404), and writes nothing', async () => {
    const report = await newReport({ Syfte: 'Kurs' });
    const before = await server.snapshot();
    for (const [method, path, body, field] of [
      ['POST', 'mileage', drive({ SlutMatare: 11000 }), 'SlutMatare'],
      ['POST', 'mileage', drive({ StartMatare: null, SlutMatare: null, Km: null }), 'Km'],
      ['POST', 'mileage', drive({ Datum: '2026-11-20' }), 'Datum'],
      ['POST', 'mileage', drive({ Fordon: 'BUS' }), 'Fordon'],
      ['POST', 'mileage', drive({ Land: 'S1' }), 'Land'],
      ['PUT', 'perdiem', perDiem({ Over50km: false }), 'Over50km'],
      ['PUT', 'perdiem', perDiem({ Utrikes: true, Lander: [] }), 'Lander'],
      ['PUT', 'perdiem', perDiem({ Natter: [{ Datum: '2026-11-17', LogiBetald: false }] }), 'Natter'],
      ['PUT', 'perdiem', perDiem({ Maltider: [{ Datum: '2026-11-20', Frukost: true, Lunch: false, Middag: false }] }), 'Maltider'],
    ] as const) {
      const res = await call(method, `/api/travelExpenses/${report.Id}/${path}`, { cookie: per, body });
      expect(res.statusCode, `${field} ${res.body}`).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    // a day trip has no tax-free per diem
    const day = await newReport({ Syfte: 'Dagsresa', Hemkomst: '2026-11-16T18:00' });
    const res = await call('PUT', `/api/travelExpenses/${day.Id}/perdiem`, { cookie: per, body: perDiem({ Maltider: [], Natter: [] }) });
    expect([res.statusCode, json<{ field: string }>(res).field]).toEqual([400, 'Hemkomst']);
    // 2025 abroad: no foreign table shipped → the spec's "travel rule missing"
    const old = await newReport({ Syfte: 'Gammal', Avresa: '2025-03-03T08:00', Hemkomst: '2025-03-04T20:00' });
    const before2 = await server.snapshot();
    const missing = await call('PUT', `/api/travelExpenses/${old.Id}/perdiem`, {
      cookie: per,
      body: perDiem({ Utrikes: true, Lander: [{ Fran: '2025-03-03T08:00', Landskod: 'DE' }], Maltider: [], Natter: [] }),
    });
    expect([missing.statusCode, json<{ dvCode: number }>(missing).dvCode]).toEqual([404, 40420]);
    expect(await server.snapshot()).toBe(before2);
    const written = await db.selectFrom('travel_lines').select('Id').where('ReportId', 'in', [report.Id, day.Id, old.Id]).execute();
    expect(written).toEqual([]);
    expect(before).toBeTruthy();
  });

  it('keeps to the scope and the switches: another employee’s report, per diem switched off, the care recipient', async () => {
    const his = await newReport({ AnstNr: other, Syfte: 'Hans resa' }, ftg);
    const bru = await server.signInAs('BRU', '1001');
    const before = await server.snapshot();
    expect((await call('POST', `/api/travelExpenses/${his.Id}/mileage`, { cookie: per, body: drive() })).statusCode).toBe(403);
    expect((await call('PUT', `/api/travelExpenses/${his.Id}/perdiem`, { cookie: per, body: perDiem() })).statusCode).toBe(403);
    expect((await call('POST', `/api/travelExpenses/${his.Id}/mileage`, { cookie: bru, body: drive() })).statusCode).toBe(403);
    await setSwitch('EnableTraktamente', false);
    try {
      expect((await call('PUT', `/api/travelExpenses/${his.Id}/perdiem`, { cookie: ftg, body: perDiem() })).statusCode).toBe(403);
    } finally {
      await setSwitch('EnableTraktamente', true);
    }
    expect(await server.snapshot()).toBe(before);
    expect(await db.selectFrom('travel_lines').select('Id').where('ReportId', '=', his.Id).execute()).toEqual([]);
    // the administrator may
    expect((await call('POST', `/api/travelExpenses/${his.Id}/mileage`, { cookie: ftg, body: drive() })).statusCode).toBe(200);
  });
});
