import { DIALECTS, call, createServerTester, signIn, type TestServer } from '@lonna/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminServer from '../../server';
import type { AuditEntry } from '../../src/contracts';

/** The audit log page's wire: the selected company's entries of every plugin, filtered and paged by the database. */
describe.each(DIALECTS)('admin audit log on %s', (dialect) => {
  let server: TestServer;
  // 00:30 in Stockholm on 19 November is still 18 November in UTC: the period is the Swedish day
  const t = Date.parse('2026-11-18T23:30:00Z');
  let ftg: string;
  const C = { 'dv-selected-company': '1002' };
  const json = <T>(r: { body: string }) => JSON.parse(r.body) as T;
  const list = (q = '', cookie = ftg) => call(server, 'GET', `/api/admin/auditlog${q}`, { cookie, headers: C });

  beforeAll(async () => {
    server = await createServerTester(dialect, { plugins: [adminServer as never], now: () => new Date(t), session: { cacheMs: 0 } });
    ftg = await signIn(server, 'ftg1@demo.se', '1002');
    for (const [name, value] of [
      ['EnableStamplingar', true],
      ['PassbyteTyp', 'A'],
    ] as const)
      expect((await call(server, 'PUT', `/api/admin/portalinfo/${name}`, { cookie: ftg, headers: C, body: { Value: value } })).statusCode).toBe(200);
    // another company's entry, which this company's log never shows
    await (server.host.db as any)
      .insertInto('audit_events')
      .values({
        At: t,
        Plugin: 'time',
        FtgId: '1001',
        Login: 'ftg@demo.se',
        Entity: 'row',
        EntityId: 'x',
        Event: 'created',
        Action: 'create',
        AnstNr: '1',
        Datum: '2026-11-18',
        Old: '',
        New: '{}',
        Changes: '[]',
      })
      .execute();
  });
  afterAll(() => server.close());

  it('lists the company entries newest first, with who, what and each changed field', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<AuditEntry[]>(res);
    expect(rows.map((r) => r.EntityId)).toEqual(['PassbyteTyp', 'EnableStamplingar']);
    expect(rows[0]).toMatchObject({
      Login: 'ftg1@demo.se',
      Namn: 'Frida Ettström',
      Plugin: 'admin',
      Entity: 'portalSwitch',
      Event: 'modified',
      Action: 'setSwitch',
      At: t,
      Changes: [{ Field: 'PassbyteTyp', Old: 'X', New: 'A' }],
    });
    expect(JSON.parse(String(res.headers['dv-pagination']))).toMatchObject({ Total: 2 });
    expect(json<AuditEntry[]>(await list('?Page=2&PerPage=1')).map((r) => r.EntityId)).toEqual(['EnableStamplingar']);
  });

  it('filters by person, kind, event and the Swedish days of the period', async () => {
    const ids = async (q: string) => json<AuditEntry[]>(await list(q)).map((r) => r.EntityId);
    expect(await ids('?Person=ETTSTR')).toHaveLength(2);
    expect(await ids('?Person=nobody')).toEqual([]);
    expect(await ids('?Plugin=admin&Entity=portalSwitch')).toHaveLength(2);
    expect(await ids('?Plugin=time')).toEqual([]);
    expect(await ids('?Event=deleted')).toEqual([]);
    expect(await ids('?From=2026-11-19&To=2026-11-19')).toHaveLength(2);
    expect(await ids('?To=2026-11-18')).toEqual([]);
    expect(await ids('?From=2026-11-20')).toEqual([]);
    const facets = json<{ Entities: { Plugin: string; Entity: string }[] }>(
      await call(server, 'GET', '/api/admin/auditlog/facets', { cookie: ftg, headers: C }),
    );
    expect(facets.Entities).toEqual([{ Plugin: 'admin', Entity: 'portalSwitch' }]);
  });

  it('a period that ends before it starts is a field error; an employee is refused', async () => {
    const res = await list('?From=2026-11-19&To=2026-11-01');
    expect(res.statusCode).toBe(400);
    expect(json<{ field: string; message: string }>(res)).toMatchObject({ field: 'To', message: 'Slutdatum kan inte vara före startdatum.' });
    const per = await signIn(server, 'per@demo.se', '1001');
    expect((await call(server, 'GET', '/api/admin/auditlog', { cookie: per, headers: { 'dv-selected-company': '1001' } })).statusCode).toBe(403);
  });
});
