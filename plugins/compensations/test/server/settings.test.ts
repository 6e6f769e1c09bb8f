import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImportedRate, importedFullDayOf } from '../../src/rules/imported-rates';
import { perDiemOf } from '../../src/rules/per-diem-guide';
import { DIALECTS, type Env, json, startServer } from './support';

const SETTINGS = {
  MilErsattning: 30,
  LonKodMil: '620',
  LonKodMilSkattepliktig: '630',
  LonKodUtlagg: '650',
  LonKodTraktInrikes: '600',
  LonKodTraktUtrikes: '610',
  LonKodRepresentation: '660',
  // the demo's register has the taxable per diem code (the plugin's seed adds it): saving the settings keeps it
  LonKodTraktSkattepliktig: '605',
};
/** Skatteverket's CSV shape for a year no table ships with (2027) */
const CSV_2027 = ['År;Land eller område;Normalbelopp', '2027;Danmark;1300', '2027;Grönland;Se Danmark', '2027;Sverige;310', ''].join('\n');
const trip2027 = {
  AnstNr: '',
  Avresa: '2027-03-01T07:00',
  AvresaOrt: 'Malmö',
  Hemkomst: '2027-03-02T20:00',
  Resmal: 'Kundbesök Köpenhamn',
  Over50km: true,
  Utrikes: true,
  Lander: [{ Fran: '2027-03-01T07:00', Landskod: 'DK' }],
  Maltider: [],
  Natter: [{ Datum: '2027-03-01', LogiBetald: true }],
};

describe.each(DIALECTS)('settings and imported per diem tables on %s', (dialect) => {
  let env: Env;
  let ftg: string;
  let per: string;

  beforeAll(async () => {
    env = await startServer(dialect);
    ftg = await env.signIn('ftg@demo.se');
    per = await env.signIn('per@demo.se');
    await env.setSwitch('EnableTraktamente', true);
  });
  afterAll(() => env.server.close());

  it('the company administrator reads and changes the settings (audited); the guides then write the new pay code', async () => {
    const read = await env.call('GET', '/api/compensations/settings', { cookie: ftg });
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read)).toEqual(SETTINGS);
    const saved = await env.call('PUT', '/api/compensations/settings', { cookie: ftg, body: { ...SETTINGS, MilErsattning: 27.5, LonKodTraktInrikes: '610' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ MilErsattning: 27.5, LonKodTraktInrikes: '610' });
    const audit = await env.db
      .selectFrom('audit_events')
      .selectAll()
      .where('Plugin', '=', 'compensations')
      .where('Entity', '=', 'compensationSettings')
      .execute();
    expect(audit).toHaveLength(1);
    const rows = json<{ LonKod: string }[]>(
      await env.call('POST', '/api/compensations/guides/perdiem', {
        cookie: per,
        body: { ...trip2027, Avresa: '2026-03-09T07:00', Hemkomst: '2026-03-10T20:00', Utrikes: false, Lander: [], Natter: [] },
      }),
    );
    expect(rows.map((r) => r.LonKod)).toEqual(['610', '610']);
    await env.call('PUT', '/api/compensations/settings', { cookie: ftg, body: SETTINGS });
  });

  it('refuses a pay code the company lacks, a negative rate, PER and another company; nothing changed', async () => {
    for (const [body, field] of [
      [{ ...SETTINGS, LonKodRepresentation: '999' }, 'LonKod'],
      [{ ...SETTINGS, MilErsattning: -1 }, 'MilErsattning'],
    ] as const) {
      const res = await env.call('PUT', '/api/compensations/settings', { cookie: ftg, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    expect((await env.call('GET', '/api/compensations/settings', { cookie: per })).statusCode).toBe(403);
    expect((await env.call('PUT', '/api/compensations/settings', { cookie: per, body: SETTINGS })).statusCode).toBe(403);
    expect((await env.call('GET', '/api/compensations/settings', { cookie: ftg, headers: { 'dv-selected-company': '9999' } })).statusCode).toBe(403);
    expect(json(await env.call('GET', '/api/compensations/settings', { cookie: ftg }))).toEqual(SETTINGS);
  });

  it('imports 2027 (no shipped table): the lookup and the guide read it; removed, the year is missing again', async () => {
    expect((await env.call('GET', '/api/traktamente/2027?Landskod=DK', { cookie: per })).statusCode).toBe(404);
    const res = await env.call('PUT', '/api/compensations/rates/2027', { cookie: ftg, body: { Csv: CSV_2027 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ Ar: 2027, Antal: 3 });
    expect(json<{ Ar: number; Antal: number }[]>(await env.call('GET', '/api/compensations/rates', { cookie: ftg }))).toEqual([
      expect.objectContaining({ Ar: 2027, Antal: 3 }),
    ]);
    const dk = await env.call('GET', '/api/traktamente/2027?Landskod=DK', { cookie: per });
    expect(dk.statusCode, dk.body).toBe(200);
    expect(json(dk)).toMatchObject({ Heldag: 1300, Halvdag: 650, Landskod: 'DK' });
    expect(json(await env.call('GET', '/api/traktamente/2027?Land=Grönland', { cookie: per }))).toMatchObject({ Heldag: 1300 });
    expect(json(await env.call('GET', '/api/traktamente/2027', { cookie: per }))).toMatchObject({ Heldag: 310, Landskod: 'SE' });
    const trip = await env.call('POST', '/api/compensations/guides/perdiem', { cookie: per, body: trip2027 });
    expect(trip.statusCode, trip.body).toBe(200);
    expect(json<{ Belopp: number }[]>(trip).map((r) => r.Belopp)).toEqual([1300, 1300]);
    // the previews get the same table with the rule in force (travel's per diem dialog, the guide's summary and country
    // list): the same function with it gives what is stored, abroad and at home
    const basis = json<{ Regel: null; Tabell: ImportedRate[] }>(await env.call('GET', '/api/compensations/travelRule?Datum=2027-03-01', { cookie: per }));
    expect(basis.Tabell.map((r) => [r.Landskod, r.Belopp, r.Se])).toEqual([
      ['DK', 1300, ''],
      ['GL', null, 'Danmark'],
      ['SE', 310, ''],
    ]);
    const preview = perDiemOf(trip2027, importedFullDayOf(basis.Tabell), basis.Regel);
    expect(preview.ok && preview.eligible && preview.days.map((d) => d.Belopp)).toEqual([1300, 1300]);
    const home = { ...trip2027, Utrikes: false, Lander: [] };
    const stored = json<{ Belopp: number }[]>(await env.call('POST', '/api/compensations/guides/perdiem', { cookie: per, body: home }));
    const homePreview = perDiemOf(home, importedFullDayOf(basis.Tabell), basis.Regel);
    expect(homePreview.ok && homePreview.eligible && homePreview.days.map((d) => d.Belopp)).toEqual(stored.map((r) => r.Belopp));
    expect(stored.map((r) => r.Belopp)).toEqual([310, 310]);
    const audit = await env.db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'compensations').where('Entity', '=', 'perDiemTable').execute();
    expect(audit.map((a: { Event: string }) => a.Event)).toEqual(['created']);

    expect((await env.call('DELETE', '/api/compensations/rates/2027', { cookie: ftg })).statusCode).toBe(200);
    expect((await env.call('GET', '/api/traktamente/2027?Landskod=DK', { cookie: per })).statusCode).toBe(404);
    expect((await env.call('DELETE', '/api/compensations/rates/2027', { cookie: ftg })).statusCode).toBe(404);
  });

  it('refuses a bad file with its line numbers and keeps the table; PER and the switch off are refused', async () => {
    await env.call('PUT', '/api/compensations/rates/2028', { cookie: ftg, body: { Csv: CSV_2027.replaceAll('2027', '2028') } });
    const bad = await env.call('PUT', '/api/compensations/rates/2028', {
      cookie: ftg,
      body: { Csv: 'År;Land eller område;Normalbelopp\n2028;Danmark;tusen\n2027;Norge;1100\n' },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const error = json<{ field: string; message: string }>(bad);
    expect(error.field).toBe('Csv');
    expect(error.message).toMatch(/Rad 2: normalbeloppet ”tusen”.*Rad 3: året 2027/);
    expect(json<{ Ar: number; Antal: number }[]>(await env.call('GET', '/api/compensations/rates', { cookie: ftg }))).toEqual([
      expect.objectContaining({ Ar: 2028, Antal: 3 }),
    ]);
    expect((await env.call('PUT', '/api/compensations/rates/2028', { cookie: per, body: { Csv: CSV_2027 } })).statusCode).toBe(403);
    await env.setSwitch('EnableTraktamente', false);
    try {
      expect((await env.call('GET', '/api/compensations/rates', { cookie: ftg })).statusCode).toBe(403);
    } finally {
      await env.setSwitch('EnableTraktamente', true);
    }
  });
});
