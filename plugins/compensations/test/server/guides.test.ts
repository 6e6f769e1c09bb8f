import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type Env, json, PERIOD, receipt, startServer } from './support';

type Row = {
  Id: string;
  AnstNr: string;
  LonKod: string;
  Typ: string;
  Antal: number;
  Belopp: number;
  Moms: number;
  Origin: string;
  GuideId: string;
  KanAndras: boolean;
  KvittoNamn: string;
  Status: string;
};

const trip = (o: Record<string, unknown> = {}) => ({
  AnstNr: '',
  Datum: '2026-11-16',
  FordonId: 'v-per-own',
  Resa: 'Hembesök Kungsbacka',
  StartMatare: 1000,
  SlutMatare: 1064,
  Km: null,
  ...o,
});
const expense = (o: Record<string, unknown> = {}) => ({
  AnstNr: '',
  Datum: '2026-11-16',
  Text: 'Parkering',
  Belopp: 100,
  Moms: 20,
  Valuta: 'SEK',
  Valutakurs: 1,
  Varugrupp: 'PARK',
  Kvitto: receipt('guide'),
  ...o,
});

describe.each(DIALECTS)('guides and per diem on %s', (dialect) => {
  let env: Env;
  let per: string;

  beforeAll(async () => {
    env = await startServer(dialect);
    per = await env.signIn('per@demo.se');
    await env.addVehicle(env.perAnstNr, 'v-per-own', 'PRI', 'ABC123');
    await env.addVehicle(env.perAnstNr, 'v-per-el', 'EL', 'EVX999');
  });
  afterAll(() => env.server.close());

  it('lists the employee’s vehicles from the personal register', async () => {
    const res = await env.call('GET', '/api/compensations/vehicles', { cookie: per });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ Id: string }[]>(res).map((v) => v.Id)).toEqual(expect.arrayContaining(['v-per-own', 'v-per-el']));
  });

  it('mileage, own car, 1001 pays 30 kr/mil: 6.4 mil × 25 tax-free (620) + 6.4 × 5 taxable (630), locked to the guide', async () => {
    env.frames.length = 0;
    const res = await env.call('POST', '/api/compensations/guides/mileage', { cookie: per, body: trip() });
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<Row[]>(res);
    expect(rows.map((r) => [r.LonKod, r.Typ, r.Antal, r.Belopp, r.Origin, r.KanAndras])).toEqual([
      ['620', 'MIL', 6.4, 160, 'MILEAGE', false],
      ['630', 'MIL', 6.4, 32, 'MILEAGE', false],
    ]);
    expect(env.frames.some((f) => f.frame.resource === 'compensations')).toBe(true);
    // not by hand
    const put = await env.call('PUT', `/api/compensations/${rows[0]!.Id}`, {
      cookie: per,
      body: {
        AnstNr: '',
        Datum: '2026-11-16',
        Typ: 'ERS',
        LonKod: '620',
        Text: 'x',
        Extratext: '',
        Antal: 1,
        Belopp: 1,
        Moms: 0,
        Varugrupp: '',
      },
    });
    expect(put.statusCode).toBe(409);
    expect((await env.call('DELETE', `/api/compensations/${rows[0]!.Id}`, { cookie: per })).statusCode).toBe(409);

    // reopened through the guide: the answers come back, the rows are replaced
    const guide = json<{ Input: string }>(await env.call('GET', `/api/compensations/guides/${rows[0]!.GuideId}`, { cookie: per }));
    expect(JSON.parse(guide.Input).FordonId).toBe('v-per-own');
    const again = await env.call('PUT', `/api/compensations/guides/mileage/${rows[0]!.GuideId}`, {
      cookie: per,
      body: trip({ FordonId: 'v-per-el', StartMatare: null, SlutMatare: null, Km: 100 }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<Row[]>(again).map((r) => [r.LonKod, r.Belopp])).toEqual([['620', 95]]);
    const all = json<Row[]>(await env.call('GET', `/api/compensations?${PERIOD}`, { cookie: per })).filter((r) => r.GuideId === rows[0]!.GuideId);
    expect(all).toHaveLength(1);

    // once attested, the guide cannot reopen it
    await env.db.updateTable('compensations').set({ Status: 'ATTESTED' }).where('GuideId', '=', rows[0]!.GuideId).execute();
    expect((await env.call('PUT', `/api/compensations/guides/mileage/${rows[0]!.GuideId}`, { cookie: per, body: trip() })).statusCode).toBe(409);
  });

  it('mileage refuses a vehicle not his, no distance, and a year without a rate; nothing written', async () => {
    const before = await env.count('compensations');
    for (const [body, status, field] of [
      [trip({ FordonId: 'nope' }), 400, 'FordonId'],
      [trip({ SlutMatare: 900 }), 400, 'SlutMatare'],
      [trip({ StartMatare: null, SlutMatare: null, Km: null }), 400, 'Km'],
    ] as const) {
      const res = await env.call('POST', '/api/compensations/guides/mileage', { cookie: per, body });
      expect(res.statusCode, res.body).toBe(status);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    const old = await env.call('POST', '/api/compensations/guides/mileage', { cookie: per, body: trip({ Datum: '2023-05-02' }) });
    expect(old.statusCode).toBe(404);
    expect(json<{ dvCode: number }>(old).dvCode).toBe(40420);
    expect(await env.count('compensations')).toBe(before);
  });

  it('mileage needs EnableMilersattning', async () => {
    await env.setSwitch('EnableMilersattning', false);
    try {
      expect((await env.call('POST', '/api/compensations/guides/mileage', { cookie: per, body: trip() })).statusCode).toBe(403);
    } finally {
      await env.setSwitch('EnableMilersattning', true);
    }
  });

  it('out-of-pocket in euro: the SEK amount at the rate, the receipt kept, locked to the guide; reopened keeps the receipt', async () => {
    const res = await env.call('POST', '/api/compensations/guides/expense', {
      cookie: per,
      body: expense({ Belopp: 12.5, Moms: 2.5, Valuta: 'EUR', Valutakurs: 11.42 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = json<Row[]>(res);
    expect([row!.Typ, row!.LonKod, row!.Belopp, row!.Moms, row!.Origin, row!.KanAndras, row!.KvittoNamn]).toEqual([
      'UTLÄGG',
      '650',
      142.75,
      28.55,
      'EXPENSE',
      false,
      'kvitto-guide.pdf',
    ]);
    const again = await env.call('PUT', `/api/compensations/guides/expense/${row!.GuideId}`, {
      cookie: per,
      body: expense({ Belopp: 200, Moms: 40, Kvitto: null }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<Row[]>(again)[0]!.KvittoNamn).toBe('kvitto-guide.pdf');
  });

  it('out-of-pocket: the receipt rule (UseMandatoryReceipt) and VAT above the amount', async () => {
    await env.setSwitch('UseMandatoryReceipt', true);
    try {
      const res = await env.call('POST', '/api/compensations/guides/expense', { cookie: per, body: expense({ Kvitto: null }) });
      expect(json<{ field: string }>(res).field).toBe('Kvitto');
    } finally {
      await env.setSwitch('UseMandatoryReceipt', false);
    }
    const vat = await env.call('POST', '/api/compensations/guides/expense', { cookie: per, body: expense({ Moms: 200 }) });
    expect(json<{ field: string }>(vat).field).toBe('Moms');
  });

  it('GET /api/traktamente/{year}: Sweden and a country, or "travel rule missing"', async () => {
    await env.setSwitch('EnableTraktamente', true);
    const se = await env.call('GET', '/api/traktamente/2026', { cookie: per });
    expect(se.statusCode, se.body).toBe(200);
    expect(json<{ Heldag: number; Halvdag: number; Natt: number }>(se)).toMatchObject({ Heldag: 300, Halvdag: 150, Natt: 150 });
    const dk = json<{ Heldag: number; Landskod: string; Efter3Man: number }>(
      await env.call('GET', '/api/traktamente/2024?Land=Danmark&Landskod=DK&Valuta=DKK&Valutakod=DKK', { cookie: per }),
    );
    expect(dk).toMatchObject({ Heldag: 1274, Landskod: 'DK', Efter3Man: 892 });
    for (const url of ['/api/traktamente/2025?Landskod=DK', '/api/traktamente/2031', '/api/traktamente/2024?Landskod=QQ']) {
      const res = await env.call('GET', url, { cookie: per });
      expect(res.statusCode, url).toBe(404);
      expect(json<{ dvCode: number; message: string }>(res)).toMatchObject({
        dvCode: 40420,
        message: expect.stringMatching(/^Reseregel saknas för 20\d\d[^{}]*\.$/),
      });
    }
    await env.setSwitch('EnableTraktamente', false);
    expect((await env.call('GET', '/api/traktamente/2026', { cookie: per })).statusCode).toBe(403);
  });
});
