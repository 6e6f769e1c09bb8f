import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type Env, json, PERIOD, startServer } from './support';
import { perDiemTrip } from '../support/trip';

type Row = {
  Id: string;
  AnstNr: string;
  Datum: string;
  LonKod: string;
  Typ: string;
  Text: string;
  Extratext: string;
  FromDatum: string;
  TomDatum: string;
  Antal: number;
  Belopp: number;
  Origin: string;
  GuideId: string;
  KanAndras: boolean;
};

/** a domestic three-day trip in 2026 (300 kr a day), lodging paid every night; override any answer */
const domestic = perDiemTrip;
/** 2024 over Denmark and Germany (SKV A 2023:18: DK 1 274, DE 800), the same trip as the rules' test */
const foreign = (o: Record<string, unknown> = {}) => ({
  ...domestic(),
  Avresa: '2024-03-04T07:00',
  Hemkomst: '2024-03-06T20:00',
  Resmal: 'Mässa Hamburg',
  Utrikes: true,
  Lander: [
    { Fran: '2024-03-04T07:00', Landskod: 'DK' },
    { Fran: '2024-03-05T10:00', Landskod: 'DE' },
  ],
  Maltider: [{ Datum: '2024-03-05', Frukost: true, Lunch: false, Middag: false }],
  Natter: [],
  ...o,
});
const amounts = (rows: Row[]) => rows.map((r) => [r.Datum, r.LonKod, r.Antal, r.Belopp]);

describe.each(DIALECTS)('the per diem guide on %s', (dialect) => {
  let env: Env;
  let per: string;
  let ftg: string;

  beforeAll(async () => {
    env = await startServer(dialect);
    per = await env.signIn('per@demo.se');
    ftg = await env.signIn('ftg@demo.se');
    await env.setSwitch('EnableTraktamente', true);
  });
  afterAll(() => env.server.close());

  it('domestic 3 days, a free lunch on day 2 (−35 % of 300 = −105): 300 + 195 + 300, pay code 600, audited, pushed', async () => {
    env.frames.length = 0;
    const res = await env.call('POST', '/api/compensations/guides/perdiem', {
      cookie: per,
      body: domestic({ Maltider: [{ Datum: '2026-03-03', Frukost: false, Lunch: true, Middag: false }] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<Row[]>(res);
    expect(amounts(rows)).toEqual([
      ['2026-03-02', '600', 1, 300],
      ['2026-03-03', '600', 1, 195],
      ['2026-03-04', '600', 1, 300],
    ]);
    expect(rows.every((r) => r.Typ === 'TRAKT' && r.Origin === 'PERDIEM' && !r.KanAndras && r.AnstNr === env.perAnstNr)).toBe(true);
    expect(rows.every((r) => r.FromDatum === '2026-03-02' && r.TomDatum === '2026-03-04' && r.Text === 'Utbildning Stockholm')).toBe(true);
    // the rule that made each amount, for the employee and the attester
    expect(rows[0]!.Extratext).toBe('Heldag SE 300');
    expect(rows[1]!.Extratext).toBe('Heldag SE 300 · fri lunch −35 % = −105');
    expect(env.frames.some((f) => f.frame.resource === 'compensations')).toBe(true);
    const audit = await env.db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'compensations').where('EntityId', '=', rows[1]!.Id).execute();
    expect(audit.map((a: { Event: string; Action: string }) => a.Event)).toEqual(['created']);
  });

  it('half days (departure at 13:00, return at 18:00) and a night without paid lodging (half the day: 150)', async () => {
    const res = await env.call('POST', '/api/compensations/guides/perdiem', {
      cookie: per,
      body: domestic({
        Avresa: '2026-04-06T13:00',
        Hemkomst: '2026-04-08T18:00',
        Natter: [
          { Datum: '2026-04-06', LogiBetald: false },
          { Datum: '2026-04-07', LogiBetald: true },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<Row[]>(res);
    expect(amounts(rows)).toEqual([
      ['2026-04-06', '600', 0.5, 300],
      ['2026-04-07', '600', 1, 300],
      ['2026-04-08', '600', 0.5, 150],
    ]);
    expect(rows[0]!.Extratext).toBe('Halvdag SE 150 · natt +150');
  });

  it('abroad over Denmark and Germany with a free breakfast (−15 %): 1 274 + 680 + 800, pay code 610; reopened and replaced', async () => {
    const res = await env.call('POST', '/api/compensations/guides/perdiem', { cookie: per, body: foreign() });
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<Row[]>(res);
    expect(amounts(rows)).toEqual([
      ['2024-03-04', '610', 1, 1274],
      ['2024-03-05', '610', 1, 680],
      ['2024-03-06', '610', 1, 800],
    ]);
    expect(rows[1]!.Extratext).toBe('Heldag DE 800 · fri frukost −15 % = −120');
    // not by hand
    expect((await env.call('DELETE', `/api/compensations/${rows[0]!.Id}`, { cookie: per })).statusCode).toBe(409);
    // reopened: the answers come back, the rows are replaced (no free breakfast now)
    const guide = json<{ Kind: string; Input: string }>(await env.call('GET', `/api/compensations/guides/${rows[0]!.GuideId}`, { cookie: per }));
    expect(guide.Kind).toBe('PERDIEM');
    expect(JSON.parse(guide.Input).Resmal).toBe('Mässa Hamburg');
    const again = await env.call('PUT', `/api/compensations/guides/perdiem/${rows[0]!.GuideId}`, { cookie: per, body: foreign({ Maltider: [] }) });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<Row[]>(again).map((r) => r.Belopp)).toEqual([1274, 800, 800]);
    const listed = json<Row[]>(await env.call('GET', '/api/compensations?From=2024-03-01&To=2024-03-31', { cookie: per })).filter(
      (r) => r.GuideId === rows[0]!.GuideId,
    );
    expect(listed.sort((a, b) => a.Datum.localeCompare(b.Datum)).map((r) => r.Belopp)).toEqual([1274, 800, 800]);
    // once approved, the guide cannot reopen it
    await env.db.updateTable('compensations').set({ Status: 'APPROVED' }).where('GuideId', '=', rows[0]!.GuideId).execute();
    expect((await env.call('PUT', `/api/compensations/guides/perdiem/${rows[0]!.GuideId}`, { cookie: per, body: foreign() })).statusCode).toBe(409);
  });

  it('after three months at the same place the base is 70 % (2026: 210 a day)', async () => {
    const res = await env.call('POST', '/api/compensations/guides/perdiem', {
      cookie: per,
      body: domestic({ Avresa: '2026-06-01T07:00', Hemkomst: '2026-06-02T20:00', Natter: [], VistelseStart: '2026-02-15' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Row[]>(res).map((r) => [r.Belopp, r.Extratext])).toEqual([
      [210, 'Heldag SE 210 (70 %)'],
      [210, 'Heldag SE 210 (70 %)'],
    ]);
  });

  it('"travel rule missing" for a year or country without a table (404 40420), and the tax-free conditions; nothing written', async () => {
    const before = await env.count('compensations');
    const y2025 = await env.call('POST', '/api/compensations/guides/perdiem', {
      cookie: per,
      body: foreign({ Avresa: '2025-03-04T07:00', Hemkomst: '2025-03-06T20:00', Lander: [{ Fran: '2025-03-04T07:00', Landskod: 'DK' }], Maltider: [] }),
    });
    expect(y2025.statusCode, y2025.body).toBe(404);
    expect(json<{ dvCode: number; message: string }>(y2025)).toMatchObject({ dvCode: 40420, message: 'Reseregel saknas för 2025 (DK).' });
    const y2031 = await env.call('POST', '/api/compensations/guides/perdiem', {
      cookie: per,
      body: domestic({ Avresa: '2031-03-02T07:00', Hemkomst: '2031-03-04T20:00', Natter: [] }),
    });
    expect(json<{ dvCode: number }>(y2031).dvCode).toBe(40420);
    for (const [body, field] of [
      [domestic({ Hemkomst: '2026-03-02T06:00', Natter: [] }), 'Hemkomst'],
      [domestic({ Hemkomst: '2026-03-02T23:00', Natter: [] }), 'Hemkomst'],
      [domestic({ Over50km: false }), 'Over50km'],
      [domestic({ Utrikes: true }), 'Lander'],
      [domestic({ Maltider: [{ Datum: '2026-05-01', Frukost: true, Lunch: false, Middag: false }] }), 'Maltider'],
      [domestic({ Natter: [{ Datum: '2026-03-04', LogiBetald: false }] }), 'Natter'],
      [domestic({ Avresa: '2026-03-02 07:00' }), 'Avresa'],
      [domestic({ Hemkomst: '2026-02-30T20:00' }), 'Hemkomst'],
      [domestic({ Utrikes: true, Lander: [{ Fran: '2026-03-02T07:00', Landskod: 'dk' }] }), 'Lander'],
      [domestic({ Resmal: ' ' }), 'Resmal'],
    ] as const) {
      const res = await env.call('POST', '/api/compensations/guides/perdiem', { cookie: per, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    const noNight = await env.call('POST', '/api/compensations/guides/perdiem', { cookie: per, body: domestic({ Hemkomst: '2026-03-02T23:00', Natter: [] }) });
    expect(json<{ message: string }>(noNight).message).toMatch(/minst en övernattning/);
    expect(await env.count('compensations')).toBe(before);
  });

  it('an administrator claims for an employee of his scope; PER not for another employee; the switch and another company refuse', async () => {
    const byAdmin = await env.call('POST', '/api/compensations/guides/perdiem', {
      cookie: ftg,
      body: domestic({ AnstNr: env.perAnstNr, Avresa: '2026-05-04T07:00', Hemkomst: '2026-05-05T20:00', Natter: [] }),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(json<Row[]>(byAdmin).every((r) => r.AnstNr === env.perAnstNr)).toBe(true);

    const other = (await env.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '<>', env.perAnstNr).executeTakeFirst())
      .AnstNr as string;
    const before = await env.count('compensations');
    expect((await env.call('POST', '/api/compensations/guides/perdiem', { cookie: per, body: domestic({ AnstNr: other }) })).statusCode).toBe(403);
    // reopening another employee's guide as PER
    const theirs = json<Row[]>(
      await env.call('POST', '/api/compensations/guides/perdiem', {
        cookie: ftg,
        body: domestic({ AnstNr: other, Avresa: '2026-05-11T07:00', Hemkomst: '2026-05-12T20:00', Natter: [] }),
      }),
    );
    const count = await env.count('compensations');
    expect((await env.call('PUT', `/api/compensations/guides/perdiem/${theirs[0]!.GuideId}`, { cookie: per, body: domestic() })).statusCode).toBe(403);
    expect(await env.count('compensations')).toBe(count);
    expect(count).toBe(before + theirs.length);
    expect(
      (await env.call('POST', '/api/compensations/guides/perdiem', { cookie: per, body: domestic(), headers: { 'dv-selected-company': '1002' } })).statusCode,
    ).toBe(403);
    await env.setSwitch('EnableTraktamente', false);
    try {
      expect((await env.call('POST', '/api/compensations/guides/perdiem', { cookie: per, body: domestic() })).statusCode).toBe(403);
    } finally {
      await env.setSwitch('EnableTraktamente', true);
    }
    expect(await env.count('compensations')).toBe(count);
    expect(json<Row[]>(await env.call('GET', `/api/compensations?${PERIOD}`, { cookie: per })).length).toBeGreaterThan(0);
  });
});
