import { DIALECTS, call, createServerTester, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminServer from '../../server';

/** Portal settings: one setting at a time, validated by PortalInfo's own model, honoured at once, audited. */
describe.each(DIALECTS)('admin portal settings on %s', (dialect) => {
  let server: TestServer;
  const t = Date.parse('2026-11-18T09:00:00Z');
  let ftg: string;
  let per: string;
  const C = { 'dv-selected-company': '1002' };
  const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;
  const put = (cookie: string, name: string, Value: unknown, headers = C) =>
    call(server, 'PUT', `/api/admin/portalinfo/${name}`, { cookie, headers, body: { Value } });
  const portal = async (cookie: string) => json<Record<string, unknown>>(await call(server, 'GET', '/api/portalInfo', { cookie, headers: C }));

  beforeAll(async () => {
    server = await createServerTester(dialect, {
      installed: ['@lonna/plugin-time'],
      plugins: [adminServer as never],
      now: () => new Date(t),
      session: { cacheMs: 0 },
    });
    [ftg, per] = await Promise.all([signIn(server, 'ftg@demo.se', '1002'), signIn(server, 'ftg1@demo.se', '1002')]);
  });
  afterAll(() => server.close());

  it('a company administrator turns a setting on: the reply and every next read have it at once, and the change is audited', async () => {
    expect((await portal(ftg)).EnableStamplingar).toBe(false);
    const res = await put(ftg, 'EnableStamplingar', true);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Record<string, unknown>>(res).EnableStamplingar).toBe(true);
    // no waiting for the host's access cache: another account of the company reads it on its next call
    expect((await portal(per)).EnableStamplingar).toBe(true);
    const audit = await (server.host.db as any)
      .selectFrom('audit_events')
      .selectAll()
      .where('Entity', '=', 'portalSwitch')
      .where('EntityId', '=', 'EnableStamplingar')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].Old)).toEqual({ EnableStamplingar: false });
    expect(JSON.parse(audit[0].New)).toEqual({ EnableStamplingar: true });
    // back to the default: no row is kept for it
    expect((await put(ftg, 'EnableStamplingar', false)).statusCode).toBe(200);
    const rows = await (server.host.db as any)
      .selectFrom('portal_switches')
      .selectAll()
      .where('FtgId', '=', '1002')
      .where('Name', '=', 'EnableStamplingar')
      .execute();
    expect(rows).toEqual([]);
  });

  it('valued settings take only their values; a wrong one is a 400 naming the setting in Swedish and changes nothing', async () => {
    expect(json<Record<string, unknown>>(await put(ftg, 'PassbyteTyp', 'C')).PassbyteTyp).toBe('C');
    expect(json<Record<string, unknown>>(await put(ftg, 'NearAccidentsReportsAdmins', ['FTG', 'AVD', 'FTG'])).NearAccidentsReportsAdmins).toEqual([
      'AVD',
      'FTG',
    ]);
    expect(json<Record<string, unknown>>(await put(ftg, 'AvvikandeStamplingGransMinuter', 15)).AvvikandeStamplingGransMinuter).toBe(15);
    for (const [name, value] of [
      ['PassbyteTyp', 'Q'],
      ['AvvikandeStamplingGransMinuter', 2000],
      ['AvvikandeStamplingGransMinuter', 2.5],
      ['NearAccidentsReportsAdmins', ['BOSS']],
      ['LoginTyp', 'Z'],
      ['EnableTidrapport', 'yes'],
    ] as const) {
      const res = await put(ftg, name, value);
      expect(res.statusCode, `${name} ${JSON.stringify(value)}`).toBe(400);
      expect(json<{ field: string; message: string }>(res).field).toBe('Value');
    }
    expect(json<{ message: string }>(await put(ftg, 'PassbyteTyp', 'Q')).message).toBe('Värdet för Passbyten är inte giltigt.');
    const after = await portal(ftg);
    expect(after).toMatchObject({ PassbyteTyp: 'C', AvvikandeStamplingGransMinuter: 15, EnableTidrapport: true });
    expect((await call(server, 'PUT', '/api/admin/portalinfo/NoSuchSwitch', { cookie: ftg, headers: C, body: { Value: true } })).statusCode).toBe(400);
  });

  it('only LIC, ADM and FTG; an FTG only in his own companies', async () => {
    const employee = await signIn(server, 'per@demo.se', '1001');
    expect((await put(employee, 'EnableStamplingar', true, { 'dv-selected-company': '1001' })).statusCode).toBe(403);
    // ftg1@demo.se administers 1002 only
    expect((await put(per, 'EnableStamplingar', true, { 'dv-selected-company': '1001' })).statusCode).toBe(403);
    const adm = await signIn(server, 'adm@demo.se', '1005');
    expect((await put(adm, 'EnableStamplingar', true, { 'dv-selected-company': '1005' })).statusCode).toBe(200);
  });

  it('a setting switched off is refused by the endpoints it gates on the very next call', async () => {
    // punches need EnableStamplingar (time is a plugin admin's tests install; messages is not a dependency here)
    const anstNr = json<{ AnstNr: string }[]>(await call(server, 'GET', '/api/perlista', { cookie: ftg, headers: C }))[0]!.AnstNr;
    const punches = () => call(server, 'GET', `/api/stamplingar?AnstNr=${anstNr}&From=2026-11-18&To=2026-11-18`, { cookie: ftg, headers: C });
    expect((await put(ftg, 'EnableStamplingar', true)).statusCode).toBe(200);
    const on = await punches();
    expect(on.statusCode, on.body).toBe(200);
    expect((await put(ftg, 'EnableStamplingar', false)).statusCode).toBe(200);
    expect((await punches()).statusCode).toBe(403);
  });
});
