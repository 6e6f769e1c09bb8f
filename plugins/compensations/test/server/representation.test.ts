import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type Env, json, receipt, startServer } from './support';

type Row = {
  Id: string;
  AnstNr: string;
  LonKod: string;
  Typ: string;
  Text: string;
  Extratext: string;
  Belopp: number;
  Moms: number;
  Origin: string;
  GuideId: string;
  KanAndras: boolean;
  KvittoNamn: string;
};

const repr = (o: Record<string, unknown> = {}) => ({
  AnstNr: '',
  Datum: '2026-11-16',
  Typ: 'ENK',
  Text: 'Kaffe med kunden',
  Gaster: '',
  Deltagare: 'Per Persson, Anna Andersson',
  Antal: 4,
  Belopp: 375,
  Moms: 75,
  Kvitto: receipt('repr'),
  ...o,
});
const parts = (rows: Row[]) => rows.map((r) => [r.LonKod, r.Belopp, r.Moms]);

describe.each(DIALECTS)('the representation guide on %s', (dialect) => {
  let env: Env;
  let per: string;

  beforeAll(async () => {
    env = await startServer(dialect);
    per = await env.signIn('per@demo.se');
    await env.setSwitch('EnableRepresentation', true);
  });
  afterAll(() => env.server.close());

  it('enklare förtäring, 4 people, 300 kr + 75 VAT: 60 kr a person deductible (240 + its VAT 60), 75 not; audited, pushed', async () => {
    env.frames.length = 0;
    const res = await env.call('POST', '/api/compensations/guides/representation', { cookie: per, body: repr() });
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<Row[]>(res);
    expect(parts(rows)).toEqual([
      ['660', 300, 60],
      ['660', 75, 0],
    ]);
    expect(rows.every((r) => r.Typ === 'UTLÄGG' && r.Origin === 'REPRESENT' && !r.KanAndras && r.KvittoNamn === 'kvitto-repr.pdf')).toBe(true);
    expect(rows[0]!.Extratext).toBe('ENK avdragsgill del: 240,00 exkl. moms + moms 60,00 (4 pers.)');
    expect(env.frames.some((f) => f.frame.resource === 'compensations')).toBe(true);
    const audit = await env.db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'compensations').where('EntityId', '=', rows[0]!.Id).execute();
    expect(audit.map((a: { Event: string }) => a.Event)).toEqual(['created']);
  });

  it('an external dinner, 3 people, 1 500 + 180 VAT: nothing deductible, VAT on 300 a person (180 × 900 / 1 500 = 108)', async () => {
    const res = await env.call('POST', '/api/compensations/guides/representation', {
      cookie: per,
      body: repr({ Typ: 'EXTLUMI', Gaster: 'Kund AB: Eva Ek', Antal: 3, Belopp: 1680, Moms: 180 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(parts(json<Row[]>(res))).toEqual([
      ['660', 108, 108],
      ['660', 1572, 0],
    ]);
  });

  it('a gift of 400 + 100 VAT: 300 deductible with its VAT 75, 125 not; reopened, the receipt kept', async () => {
    const res = await env.call('POST', '/api/compensations/guides/representation', {
      cookie: per,
      body: repr({ Typ: 'GAVA', Gaster: 'Kund AB', Antal: 1, Belopp: 500, Moms: 100 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<Row[]>(res);
    expect(parts(rows)).toEqual([
      ['660', 375, 75],
      ['660', 125, 0],
    ]);
    const guide = json<{ Kind: string; Input: string }>(await env.call('GET', `/api/compensations/guides/${rows[0]!.GuideId}`, { cookie: per }));
    expect(guide.Kind).toBe('REPR');
    expect(JSON.parse(guide.Input)).not.toHaveProperty('Kvitto');
    const again = await env.call('PUT', `/api/compensations/guides/representation/${rows[0]!.GuideId}`, {
      cookie: per,
      body: repr({ Typ: 'GAVA', Gaster: 'Kund AB', Antal: 1, Belopp: 250, Moms: 50, Kvitto: null }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(parts(json<Row[]>(again))).toEqual([['660', 250, 50]]);
    expect(json<Row[]>(again)[0]!.KvittoNamn).toBe('kvitto-repr.pdf');
  });

  it('refuses VAT above the amount, no participants, no guests for external, the switch off, another employee; nothing written', async () => {
    const before = await env.count('compensations');
    for (const [body, field] of [
      [repr({ Moms: 400 }), 'Moms'],
      [repr({ Deltagare: ' ' }), 'Deltagare'],
      [repr({ Typ: 'EXTFR', Gaster: '' }), 'Gaster'],
      [repr({ Typ: 'XYZ' }), 'Typ'],
      [repr({ Antal: 0 }), 'Antal'],
    ] as const) {
      const res = await env.call('POST', '/api/compensations/guides/representation', { cookie: per, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    const other = (await env.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '<>', env.perAnstNr).executeTakeFirst())
      .AnstNr as string;
    expect((await env.call('POST', '/api/compensations/guides/representation', { cookie: per, body: repr({ AnstNr: other }) })).statusCode).toBe(403);
    await env.setSwitch('EnableRepresentation', false);
    try {
      expect((await env.call('POST', '/api/compensations/guides/representation', { cookie: per, body: repr() })).statusCode).toBe(403);
    } finally {
      await env.setSwitch('EnableRepresentation', true);
    }
    expect(await env.count('compensations')).toBe(before);
  });

  it('the company’s maximum per person (its travel rule’s MaxRepresentation) caps what is paid; the rest is named, not paid', async () => {
    await env.setSwitch('EnableTraktamente', true);
    const ftg = await env.signIn('ftg@demo.se');
    const rule = {
      GiltigFran: '2033-01-01',
      Regelverk: 'Tak för representation',
      Intervall: [{ Nr: 1, FranManad: 0, TillManad: null, Heldag: 300, Halvdag: 150 }],
      Natt: 150,
      MaxRepresentation: 90,
      AvresaFore: '12:00',
      HemkomstEfter: '19:00',
      HalvdagTimmar: 0,
    };
    const created = await env.call('POST', '/api/compensations/travelRules', { cookie: ftg, body: rule });
    expect(created.statusCode, created.body).toBe(200);
    try {
      // 4 people at most 90 kr each = 360 of 375 paid (VAT 72 of it): 240 + 60 deductible, 60 not; 15 kr not reimbursed
      const res = await env.call('POST', '/api/compensations/guides/representation', { cookie: per, body: repr({ Datum: '2033-02-01' }) });
      expect(res.statusCode, res.body).toBe(200);
      const rows = json<Row[]>(res);
      expect(parts(rows)).toEqual([
        ['660', 300, 60],
        ['660', 60, 0],
      ]);
      expect(rows[1]!.Extratext).toBe('ENK ej avdragsgill del (4 pers.) · ej ersatt över företagets tak 360,00: 15,00');
      // the preview reads the same rule: the representation guide may ask for it without per diem switched on
      await env.setSwitch('EnableTraktamente', false);
      const inForce = await env.call('GET', '/api/compensations/travelRule?Datum=2033-02-01', { cookie: per });
      expect(inForce.statusCode, inForce.body).toBe(200);
      expect(json<{ Regel: { MaxRepresentation: number } }>(inForce).Regel.MaxRepresentation).toBe(90);
      // before the rule (Skatteverket's only): nothing is capped
      const before = json<Row[]>(await env.call('POST', '/api/compensations/guides/representation', { cookie: per, body: repr({ Datum: '2032-12-31' }) }));
      expect(parts(before)).toEqual([
        ['660', 300, 60],
        ['660', 75, 0],
      ]);
    } finally {
      await env.setSwitch('EnableTraktamente', true);
      await env.call('DELETE', `/api/compensations/travelRules/${json<{ Id: string }>(created).Id}`, { cookie: ftg });
    }
  });
});
