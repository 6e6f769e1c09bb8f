import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type Env, json, manual, PERIOD, receipt, startServer } from './support';

type Row = {
  Id: string;
  AnstNr: string;
  Text: string;
  Status: string;
  Origin: string;
  KanAndras: boolean;
  Belopp: number;
  Varugrupp: string;
  KvittoNamn: string;
};

describe.each(DIALECTS)('compensations on %s', (dialect) => {
  let env: Env;
  let per: string;
  let ftg: string;

  beforeAll(async () => {
    env = await startServer(dialect);
    per = await env.signIn('per@demo.se');
    ftg = await env.signIn('ftg@demo.se');
  });
  afterAll(() => env.server.close());

  const list = async (cookie: string, q = '') => json<Row[]>(await env.call('GET', `/api/compensations?${PERIOD}${q}`, { cookie }));

  it('PER sees only his own, one in each state (the seed); the company administrator sees them too', async () => {
    const mine = await list(per);
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(new Set(mine.map((r) => r.AnstNr))).toEqual(new Set([env.perAnstNr]));
    expect(new Set(mine.map((r) => r.Status))).toEqual(new Set(['OPEN', 'APPROVED', 'ATTESTED', 'LOCKED']));
    // only an open row typed in by hand may be changed
    for (const r of mine) expect(r.KanAndras).toBe(r.Status === 'OPEN' && r.Origin === 'MANUAL');
    const his = await list(ftg, `&AnstNr=${env.perAnstNr}`);
    expect(his.map((r) => r.Id).sort()).toEqual(mine.map((r) => r.Id).sort());
  });

  it('PER adds his own (audited, pushed), and is refused another employee’s with nothing written', async () => {
    env.frames.length = 0;
    const res = await env.call('POST', '/api/compensations', { cookie: per, body: manual({ Text: 'Egen fika' }) });
    expect(res.statusCode, res.body).toBe(200);
    const row = json<Row>(res);
    expect(row.AnstNr).toBe(env.perAnstNr);
    expect(row.Varugrupp).toBe('00000000-0000-0000-0000-000000000000');
    expect(env.frames.some((f) => f.frame.resource === 'compensations')).toBe(true);
    const audit = await env.db.selectFrom('audit_events').selectAll().where('Plugin', '=', 'compensations').where('EntityId', '=', row.Id).execute();
    expect(audit.map((a: { Event: string }) => a.Event)).toEqual(['created']);

    const other = (await env.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', '1001').where('AnstNr', '<>', env.perAnstNr).executeTakeFirst())
      .AnstNr;
    const before = await env.count('compensations');
    const refused = await env.call('POST', '/api/compensations', { cookie: per, body: manual({ AnstNr: other }) });
    expect(refused.statusCode).toBe(403);
    expect(json<Row[]>(await env.call('GET', `/api/compensations?${PERIOD}&AnstNr=${other}`, { cookie: per })).length ?? 0).toBe(0);
    expect(await env.count('compensations')).toBe(before);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const before = await env.server.snapshot();
    for (const [body, field] of [
      [manual({ Text: '  ' }), 'Text'],
      [manual({ LonKod: '999' }), 'LonKod'],
      [manual({ Varugrupp: 'NOPE' }), 'Varugrupp'],
      [manual({ Belopp: -1 }), 'Belopp'],
      [manual({ Belopp: 1.234 }), 'Belopp'],
      [manual({ Datum: '2026-02-30' }), 'Datum'],
      [manual({ FromDatum: '2026-11-10', TomDatum: '2026-11-09' }), 'TomDatum'],
    ] as const) {
      const res = await env.call('POST', '/api/compensations', { cookie: per, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string }>(res).field).toBe(field);
    }
    expect(await env.server.snapshot()).toBe(before);
  });

  // spec §5: the conditional required rules, table-driven (core's pure rules on the server)
  it.each([
    {
      name: 'care recipient when UseLSS and UseErsMandatoryBrukare',
      switches: { UseErsMandatoryBrukare: true },
      body: {},
      field: 'Brukare',
      ok: { Brukare: 'B001' },
    },
    {
      name: 'receipt for UTLÄGG when UseMandatoryReceipt',
      switches: { UseMandatoryReceipt: true },
      body: { Typ: 'UTLÄGG', LonKod: '650' },
      field: 'Kvitto',
      ok: { Kvitto: receipt('regel') },
    },
  ])('requires the $name', async ({ switches, body, field, ok }) => {
    for (const [k, v] of Object.entries(switches)) await env.setSwitch(k, v);
    try {
      const res = await env.call('POST', '/api/compensations', { cookie: per, body: manual(body) });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string; message: string }>(res).field).toBe(field);
      const good = await env.call('POST', '/api/compensations', { cookie: per, body: manual({ ...body, ...ok }) });
      expect(good.statusCode, good.body).toBe(200);
    } finally {
      for (const k of Object.keys(switches)) await env.setSwitch(k, false);
    }
  });

  it('requires result unit 1 when it is open, registered and UseErsMandatoryResEnhet1', async () => {
    await env.db.updateTable('companies').set({ OpenResEnhet1: 1, RegResEnh1: 1 }).where('FtgId', '=', '1001').execute();
    await env.setSwitch('UseErsMandatoryResEnhet1', true);
    try {
      const res = await env.call('POST', '/api/compensations', { cookie: per, body: manual() });
      expect(json<{ field: string }>(res).field).toBe('ResEnhet1');
      expect((await env.call('POST', '/api/compensations', { cookie: per, body: manual({ ResEnhet1: 'R1' }) })).statusCode).toBe(200);
    } finally {
      await env.setSwitch('UseErsMandatoryResEnhet1', false);
    }
  });

  it('edits and deletes an open row typed in by hand; refuses approved, attested, locked and guide-made rows (409)', async () => {
    const row = json<Row>(await env.call('POST', '/api/compensations', { cookie: per, body: manual({ Text: 'Att ändra' }) }));
    const upd = await env.call('PUT', `/api/compensations/${row.Id}`, { cookie: per, body: manual({ Text: 'Ändrad', Belopp: 99 }) });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(json<Row>(upd).Belopp).toBe(99);
    for (const [Status, Origin] of [
      ['APPROVED', 'MANUAL'],
      ['ATTESTED', 'MANUAL'],
      ['LOCKED', 'MANUAL'],
      ['OPEN', 'MILEAGE'],
      ['OPEN', 'IMPORT'],
    ]) {
      await env.db.updateTable('compensations').set({ Status, Origin }).where('Id', '=', row.Id).execute();
      const put = await env.call('PUT', `/api/compensations/${row.Id}`, { cookie: per, body: manual() });
      expect(put.statusCode, `${Status} ${Origin}`).toBe(409);
      expect((await env.call('DELETE', `/api/compensations/${row.Id}`, { cookie: per })).statusCode).toBe(409);
      expect((await env.call('POST', `/api/compensations/${row.Id}/receipt`, { cookie: per, body: receipt('låst') })).statusCode).toBe(409);
    }
    await env.db.updateTable('compensations').set({ Status: 'OPEN', Origin: 'MANUAL' }).where('Id', '=', row.Id).execute();
    expect((await env.call('DELETE', `/api/compensations/${row.Id}`, { cookie: per })).statusCode).toBe(200);
    expect((await list(per)).some((r) => r.Id === row.Id)).toBe(false);
  });

  it('keeps a receipt (image or PDF through the host’s checked storage) and serves it to whom sees the row', async () => {
    const row = json<Row>(await env.call('POST', '/api/compensations', { cookie: per, body: manual({ Typ: 'UTLÄGG', LonKod: '650' }) }));
    const up = await env.call('POST', `/api/compensations/${row.Id}/receipt`, { cookie: per, body: receipt('fil') });
    expect(up.statusCode, up.body).toBe(200);
    expect(json<Row>(up).KvittoNamn).toBe('kvitto-fil.pdf');
    const bad = await env.call('POST', `/api/compensations/${row.Id}/receipt`, {
      cookie: per,
      body: { ...receipt('x'), Content: Buffer.from('not a pdf').toString('base64') },
    });
    expect(bad.statusCode).toBe(400);
    const file = await env.call('GET', `/files/compensations/${row.Id}/receipt`, { cookie: ftg });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
  });

  it('refuses without EnableErsattningar, the care recipient (BRU), and another company', async () => {
    await env.setSwitch('EnableErsattningar', false);
    try {
      expect((await env.call('GET', `/api/compensations?${PERIOD}`, { cookie: per })).statusCode).toBe(403);
    } finally {
      await env.setSwitch('EnableErsattningar', true);
    }
    const bru = await env.signIn('bru@demo.se');
    const me = json<{ UserAccount: { FtgId: string } }>(await env.call('GET', '/api/me', { cookie: bru }));
    expect((await env.call('GET', `/api/compensations?${PERIOD}`, { cookie: bru, headers: { 'dv-selected-company': me.UserAccount.FtgId } })).statusCode).toBe(
      403,
    );
    expect((await env.call('GET', `/api/compensations?${PERIOD}`, { cookie: per, headers: { 'dv-selected-company': '1002' } })).statusCode).toBe(403);
  });

  it('the department administrator sees only his departments’ employees', async () => {
    const avd = await env.signIn('avd@demo.se');
    const rows = await list(avd);
    const scope = new Set(
      (
        await env.db
          .selectFrom('employees')
          .innerJoin('account_departments', (j: any) =>
            j.onRef('account_departments.Avdelning', '=', 'employees.Avdelning').onRef('account_departments.FtgId', '=', 'employees.FtgId'),
          )
          .select('employees.AnstNr')
          .where('account_departments.Login', '=', 'avd@demo.se')
          .where('employees.FtgId', '=', '1001')
          .execute()
      ).map((r: { AnstNr: string }) => r.AnstNr),
    );
    expect(scope.size).toBeGreaterThan(0);
    for (const r of rows) expect(scope.has(r.AnstNr)).toBe(true);
    if (!scope.has(env.perAnstNr))
      expect((await env.call('GET', `/api/compensations?${PERIOD}&AnstNr=${env.perAnstNr}`, { cookie: avd })).statusCode).toBe(403);
  });

  it('never shows the rows to another company', async () => {
    const ftg2 = await env.signIn('ftg@demo.se', '1002');
    const rows = json<Row[]>(await env.call('GET', `/api/compensations?${PERIOD}`, { cookie: ftg2, headers: { 'dv-selected-company': '1002' } }));
    expect(rows.some((r) => r.AnstNr === env.perAnstNr && r.Text === 'Egen fika')).toBe(false);
  });

  it('the dashboard card: PER his claims in progress; an attester also the approved claims waiting', async () => {
    const mine = json<{ Mina: { Antal: number }; Vantar: unknown }>(await env.call('GET', '/api/compensations/summary', { cookie: per }));
    const open = (await list(per)).filter((r) => r.Status === 'OPEN' || r.Status === 'APPROVED');
    expect(mine).toEqual({ Mina: { Antal: open.length, Belopp: expect.any(Number) }, Vantar: null });
    const adm = json<{ Vantar: { Antal: number } | null }>(await env.call('GET', '/api/compensations/summary', { cookie: ftg }));
    expect(adm.Vantar?.Antal).toBeGreaterThanOrEqual(1);
  });
});
