import { DIALECTS } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedFullDayOf, perDiemOf } from '@lonna/plugin-compensations/rules';
import { json, startTravelServer, type TravelEnv, trip } from './support';

type Line = {
  Id: string;
  Typ: string;
  ReprTyp: string;
  BeloppSek: number;
  Avdragsgillt: number;
  EjAvdragsgillt: number;
  EjErsatt: number;
  Skattefritt: number;
  Skattepliktigt: number;
  Dagar: { Datum: string; Belopp: number; Skattepliktigt: number; Regel: string }[];
};
type Report = { Id: string; Rader: Line[] };

const receipt = (o: Record<string, unknown> = {}) => ({
  Datum: '2026-11-16',
  Text: 'Fika med kunden',
  Leverantor: 'Konditori',
  Belopp: 375,
  Moms: 75,
  Valuta: 'SEK',
  Valutakurs: 1,
  KvittoId: '',
  ReprTyp: 'ENK',
  Deltagare: 'Per',
  Gaster: 'Anna Kund',
  ReprAntal: 4,
  ...o,
});

describe.each(DIALECTS)('representation and the company’s travel rule in a report on %s', (dialect) => {
  let env: TravelEnv;
  let server: TravelEnv['server'];
  let db: TravelEnv['db'];
  let per: string;
  let ftg: string;
  const call: TravelEnv['call'] = (...a) => env.call(...a);
  const newReport = async (o: Record<string, unknown> = {}) => json<Report>(await call('POST', '/api/travelExpenses', { cookie: per, body: trip(o) }));

  beforeAll(async () => {
    env = await startTravelServer(dialect, ['EnableReserakning', 'EnableTraktamente']);
    ({ server, db, per, ftg } = env);
  });
  afterAll(() => server.close());

  it('a representation receipt is split by compensations’ rules (ENK: 60 kr + VAT per person) into two rows on completion', async () => {
    const report = await newReport();
    let res = await call('POST', `/api/travelExpenses/${report.Id}/lines`, { cookie: per, body: receipt() });
    expect(res.statusCode, res.body).toBe(200);
    // 4 people × 60 kr excl. VAT = 240 + its VAT 60 = 300 deductible; 75 not
    expect(json<Report>(res).Rader[0]).toMatchObject({ ReprTyp: 'ENK', BeloppSek: 375, Avdragsgillt: 300, EjAvdragsgillt: 75 });
    // 20 EUR (VAT 4) at 11.50 for 2 people: 230 kr, VAT 46; 120 of 184 excl. VAT deductible with its VAT 30 = 150
    res = await call('POST', `/api/travelExpenses/${report.Id}/lines`, {
      cookie: per,
      body: receipt({ Belopp: 20, Moms: 4, Valuta: 'EUR', Valutakurs: 11.5, ReprAntal: 2, Text: 'Kaffe i Köpenhamn' }),
    });
    expect(json<Report>(res).Rader.find((l) => l.BeloppSek === 230)).toMatchObject({ Avdragsgillt: 150, EjAvdragsgillt: 80 });

    res = await call('POST', `/api/travelExpenses/${report.Id}/submit`, { cookie: per });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db.selectFrom('compensations').selectAll().where('GuideId', '=', report.Id).orderBy('Belopp', 'desc').execute();
    expect(rows.map((c: any) => [c.Typ, c.LonKod, Number(c.Belopp), Number(c.Moms), c.Valuta, c.Origin])).toEqual([
      ['UTLÄGG', '660', 300, 60, 'SEK', 'TRAVEL'],
      ['UTLÄGG', '660', 150, 30, 'EUR', 'TRAVEL'],
      ['UTLÄGG', '660', 80, 0, 'EUR', 'TRAVEL'],
      ['UTLÄGG', '660', 75, 0, 'SEK', 'TRAVEL'],
    ]);
    expect(rows[0].Extratext).toBe('Kundbesök · ENK avdragsgill del: 240,00 exkl. moms + moms 60,00 (4 pers.)');
  });

  it('refuses a representation without the number of people, naming ReprAntal, and writes nothing', async () => {
    const report = await newReport();
    const before = (await db.selectFrom('travel_lines').select('Id').execute()).length;
    const res = await call('POST', `/api/travelExpenses/${report.Id}/lines`, { cookie: per, body: receipt({ ReprAntal: 0 }) });
    expect(res.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(res)).toMatchObject({
      field: 'ReprAntal',
      message: 'Ange hur många som deltog i representationen (minst 1).',
    });
    expect((await db.selectFrom('travel_lines').select('Id').execute()).length).toBe(before);
  });

  it('the per diem takes the company’s travel rule in force on the departure date', async () => {
    const rule = await call('POST', '/api/compensations/travelRules', {
      cookie: ftg,
      body: {
        GiltigFran: '2026-11-01',
        Regelverk: 'Avtal',
        Intervall: [{ Nr: 1, FranManad: 0, TillManad: null, Heldag: 400, Halvdag: 200 }],
        Natt: 200,
        MaxRepresentation: 60,
        AvresaFore: '07:00',
        HemkomstEfter: '19:00',
        HalvdagTimmar: 0,
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const report = await newReport();
    const res = await call('PUT', `/api/travelExpenses/${report.Id}/perdiem`, {
      cookie: per,
      body: { Over50km: true, Utrikes: false, Lander: [], Maltider: [], Natter: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 07:10 is not before the company's 07:00: a half day (200); back 19:30, after 19:00: a full day (400)
    expect(json<Report>(res).Rader[0]!.Dagar.map((d) => [d.Datum, d.Belopp])).toEqual([
      ['2026-11-16', 200],
      ['2026-11-17', 400],
    ]);
    // the dialog's live preview: the employee reads the rule in force and computes with the same published function
    const inForce = await call('GET', '/api/compensations/travelRule?Datum=2026-11-16', { cookie: per });
    expect(inForce.statusCode, inForce.body).toBe(200);
    const { Regel } = json<{ Regel: Parameters<typeof perDiemOf>[2] }>(inForce);
    const preview = perDiemOf(
      { Avresa: '2026-11-16T07:10', Hemkomst: '2026-11-17T19:30', Over50km: true, Utrikes: false, Lander: [], Maltider: [], Natter: [] },
      undefined,
      Regel,
    );
    expect(preview.ok && preview.eligible && preview.days.map((d) => [d.Datum, d.Belopp])).toEqual([
      ['2026-11-16', 200],
      ['2026-11-17', 400],
    ]);
    // above Skatteverket's 2026 day (300) the rest is taxable: the line shows both parts, the report's rows split them
    const line = json<Report>(res).Rader[0]!;
    expect([line.Skattefritt, line.Skattepliktigt, line.Dagar.map((d) => d.Skattepliktigt)]).toEqual([500, 100, [0, 100]]);
    expect(line.Dagar[1]!.Regel).toBe('Heldag SE 400 · skattefritt 300');
    expect(preview.ok && preview.eligible && preview.taxable).toBe(100);
    expect((await call('POST', `/api/travelExpenses/${report.Id}/submit`, { cookie: per })).statusCode).toBe(200);
    const rows = await db.selectFrom('compensations').selectAll().where('GuideId', '=', report.Id).orderBy('Datum').orderBy('LonKod').execute();
    expect(rows.map((c: any) => [c.Datum, c.Typ, c.LonKod, Number(c.Belopp)])).toEqual([
      ['2026-11-16', 'TRAKT', '600', 200],
      ['2026-11-17', 'TRAKT', '600', 300],
      ['2026-11-17', 'TRAKT', '605', 100],
    ]);
  });

  it('the per diem dialog’s preview reads the company’s imported table of the year as the server does (preview = stored)', async () => {
    // 2027: no shipped table; the company imports Denmark 1300, Greenland "se Danmark" and Sweden 310
    const csv = ['År;Land eller område;Normalbelopp', '2027;Danmark;1300', '2027;Grönland;Se Danmark', '2027;Sverige;310', ''].join('\n');
    const imported = await call('PUT', '/api/compensations/rates/2027', { cookie: ftg, body: { Csv: csv } });
    expect(imported.statusCode, imported.body).toBe(200);
    try {
      const report = await newReport({ Avresa: '2027-03-01T07:00', Hemkomst: '2027-03-03T20:00', Resmal: 'Köpenhamn' });
      const answers = {
        Over50km: true,
        Utrikes: true,
        Lander: [{ Fran: '2027-03-01T09:00', Landskod: 'DK' }],
        Maltider: [{ Datum: '2027-03-02', Frukost: true, Lunch: false, Middag: false }],
        Natter: [],
      };
      const res = await call('PUT', `/api/travelExpenses/${report.Id}/perdiem`, { cookie: per, body: answers });
      expect(res.statusCode, res.body).toBe(200);
      const stored = json<Report>(res).Rader[0]!.Dagar.map((d) => [d.Datum, d.Belopp]);
      // what the dialog reads on opening: the rule in force and the imported table of the departure's year
      const basis = json<{ Regel: Parameters<typeof perDiemOf>[2]; Tabell: Parameters<typeof importedFullDayOf>[0] }>(
        await call('GET', '/api/compensations/travelRule?Datum=2027-03-01', { cookie: per }),
      );
      const preview = perDiemOf(
        { ...answers, Avresa: '2027-03-01T07:00', Hemkomst: '2027-03-03T20:00' } as never,
        importedFullDayOf(basis.Tabell),
        basis.Regel,
      );
      expect(preview.ok && preview.eligible && preview.days.map((d) => [d.Datum, d.Belopp])).toEqual(stored);
      // Denmark's imported 1300 (07:00 is not before the company rule's 07:00: a half day; breakfast abroad −15 %: 195);
      // without the table the preview would have no 2027 rate
      expect(stored.map((d) => d[1])).toEqual([650, 1300 - 195, 1300]);
      expect(perDiemOf({ ...answers, Avresa: '2027-03-01T07:00', Hemkomst: '2027-03-03T20:00' } as never, undefined, basis.Regel)).toMatchObject({ ok: false });
    } finally {
      await call('DELETE', '/api/compensations/rates/2027', { cookie: ftg });
    }
  });

  it('the company’s maximum representation per person caps a receipt: the line says what is not reimbursed, the rows pay the rest', async () => {
    const rule = await call('POST', '/api/compensations/travelRules', {
      cookie: ftg,
      body: {
        GiltigFran: '2034-01-01',
        Regelverk: 'Tak',
        Intervall: [{ Nr: 1, FranManad: 0, TillManad: null, Heldag: 300, Halvdag: 150 }],
        Natt: 150,
        MaxRepresentation: 90,
        AvresaFore: '12:00',
        HemkomstEfter: '19:00',
        HalvdagTimmar: 0,
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const report = await newReport({ Avresa: '2034-03-06T07:10', Hemkomst: '2034-03-07T19:30' });
    let res = await call('POST', `/api/travelExpenses/${report.Id}/lines`, { cookie: per, body: receipt({ Datum: '2034-03-06' }) });
    expect(res.statusCode, res.body).toBe(200);
    // 4 people at most 90 kr = 360 of 375 paid: 300 deductible, 60 not, 15 not reimbursed
    expect(json<Report>(res).Rader[0]).toMatchObject({ BeloppSek: 360, Avdragsgillt: 300, EjAvdragsgillt: 60, EjErsatt: 15 });
    expect(json<{ Summa: number }>(res).Summa).toBe(360);
    res = await call('POST', `/api/travelExpenses/${report.Id}/submit`, { cookie: per });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db.selectFrom('compensations').selectAll().where('GuideId', '=', report.Id).orderBy('Belopp', 'desc').execute();
    expect(rows.map((c: any) => [Number(c.Belopp), Number(c.Moms)])).toEqual([
      [300, 60],
      [60, 0],
    ]);
    expect(rows[1].Extratext).toBe('Kundbesök · ENK ej avdragsgill del (4 pers.) · ej ersatt över företagets tak 360,00: 15,00');
  });
});
