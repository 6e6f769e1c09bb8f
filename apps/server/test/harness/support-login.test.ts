import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsCompany } from '@lonna/core/contracts';
import { call, DIALECTS, signIn, type TestServer } from '../support/test-server';
import { startHarnessServer } from './support/harness-server';
import { emptyRequest, safeJson } from './support/requests';

const SUPPORT = 'support@demo.se';
/** the demo company that allows support login, and one that does not */
const ALLOWING = '1012';
const NOT_ALLOWING = '1001';

/**
 * Issue 21, support login: the vendor's support (an ADM with the SUPPORT user option) enters only the companies that
 * allow it (PortalInfo EnableSupportLogin). Over every company-scoped endpoint, a company that has not allowed it
 * answers 40301 as for any foreign company; turning the switch off shuts him out at once; every call he makes in an
 * allowing company is in that company's audit log as his.
 */
describe.each(DIALECTS)('support login (%s)', (dialect) => {
  let server: TestServer;
  let cookie: string;
  const auditedCalls = async (ftgId: string) =>
    (await (server.host.db as any)
      .selectFrom('audit_events')
      .select(['Login', 'EntityId', 'Event', 'New'])
      .where('FtgId', '=', ftgId)
      .where('Entity', '=', 'supportCall')
      .orderBy('Id')
      .execute()) as { Login: string; EntityId: string; Event: string; New: string }[];

  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    cookie = await signIn(server, SUPPORT);
  });
  afterAll(async () => server?.close());

  it('lists only the companies that allow support login', async () => {
    const res = await call(server, 'GET', '/api/companyList', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((JSON.parse(res.body) as { FtgId: string }[]).map((c) => c.FtgId)).toEqual([ALLOWING]);
  });

  it('no company-scoped endpoint serves a company that has not allowed support login (40301), and nothing is on record there', async () => {
    const wrong: string[] = [];
    for (const d of server.endpoints.filter((e) => needsCompany(e.access))) {
      const { url, body } = emptyRequest(d);
      const res = await call(server, d.method, url, { cookie, headers: { 'dv-selected-company': NOT_ALLOWING }, body });
      if (res.statusCode !== 403 || safeJson(res.body)?.dvCode !== 40301) wrong.push(`${d.id} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    const select = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie, body: { FtgId: NOT_ALLOWING } });
    expect(select.statusCode).toBe(403);
    expect(await auditedCalls(NOT_ALLOWING)).toEqual([]);
  }, 120_000);

  it('works in an allowing company, and every call there — refused ones too — is in its audit log as the support user’s', async () => {
    const select = await call(server, 'PATCH', '/api/me/updateSessionUserAccount', { cookie, body: { FtgId: ALLOWING } });
    expect(select.statusCode, select.body).toBe(200);
    const before = (await auditedCalls(ALLOWING)).length;
    const info = await call(server, 'GET', '/api/portalInfo', { cookie, headers: { 'dv-selected-company': ALLOWING } });
    expect(info.statusCode, info.body).toBe(200);
    const refused = await call(server, 'GET', '/api/tidrapport?AnstNr=1&From=2026-01-01&To=2026-01-31', {
      cookie,
      headers: { 'dv-selected-company': ALLOWING },
    });
    expect(refused.statusCode).not.toBe(500);
    const calls = (await auditedCalls(ALLOWING)).slice(before);
    expect(calls.map((c) => [c.Login, c.EntityId, c.Event])).toEqual([
      [SUPPORT, 'shell.portalInfo', 'accessed'],
      [SUPPORT, 'time.report', 'accessed'],
    ]);
    expect(JSON.parse(calls[0]!.New)).toEqual({ method: 'GET', path: '/api/portalInfo' });
  });

  it('an administrator turning support login off shuts the support user out at once', async () => {
    const lic = await signIn(server, 'lic@demo.se');
    const off = await call(server, 'PUT', '/api/admin/portalinfo/EnableSupportLogin', {
      cookie: lic,
      headers: { 'dv-selected-company': ALLOWING },
      body: { Value: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    server.host.directory.invalidate();
    const res = await call(server, 'GET', '/api/portalInfo', { cookie, headers: { 'dv-selected-company': ALLOWING } });
    expect(res.statusCode).toBe(403);
    expect(safeJson(res.body)?.dvCode).toBe(40301);
    const on = await call(server, 'PUT', '/api/admin/portalinfo/EnableSupportLogin', {
      cookie: lic,
      headers: { 'dv-selected-company': ALLOWING },
      body: { Value: true },
    });
    expect(on.statusCode, on.body).toBe(200);
  });
});
