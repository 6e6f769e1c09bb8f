import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_PLUGINS_RESOURCE, needsCompany, type CompanyPlugin } from '@lonna/core/contracts';
import { DV_CODES } from '@lonna/core/server';
import { call, DIALECTS, type TestServer } from '../support/test-server';
import { startHarnessServer } from './support/harness-server';
import { emptyRequest, inScopeIds, safeJson } from './support/requests';
import { HOME_COMPANY, RoleSessions } from './support/roles';

/**
 * Per-company enablement, for every installed plugin a company can switch off: with the plugin disabled for the
 * company, every company-scoped endpoint it serves answers 403 40330 with a message naming the plugin — for
 * every role, before any input check — and switching it on again serves it again.
 */
describe.each(DIALECTS)('disabled plugins are refused by the server (%s)', (dialect) => {
  let server: TestServer;
  let sessions: RoleSessions;
  const frames: { ftgId: string; frame: unknown }[] = [];

  beforeAll(async () => {
    server = await startHarnessServer(dialect);
    sessions = new RoleSessions(server);
    const send = server.push.publish.bind(server.push);
    server.push.publish = (to, frame) => {
      if ('ftgId' in to && to.ftgId) frames.push({ ftgId: to.ftgId, frame });
      return send(to, frame);
    };
  }, 60_000);
  afterAll(async () => server?.close());

  const list = async (cookie: string) =>
    JSON.parse((await call(server, 'GET', '/api/companyplugins', { cookie, headers: { 'dv-selected-company': HOME_COMPANY } })).body) as CompanyPlugin[];
  const put = (cookie: string, id: string, Enabled: boolean) =>
    call(server, 'PUT', `/api/companyplugins/${id}`, { cookie, body: { Enabled }, headers: { 'dv-selected-company': HOME_COMPANY } });

  it('lists every installed plugin with its state; the built-ins are required', async () => {
    const plugins = await list(await sessions.cookie('PER'));
    expect(plugins.find((p) => p.Id === 'shell')).toMatchObject({ Enabled: true, Required: true });
    expect(plugins.find((p) => p.Id === 'time')).toMatchObject({ Enabled: true, Required: false });
  });

  it('every company-scoped endpoint of every switchable plugin answers 403 40330 while it is disabled', async () => {
    const lic = await sessions.cookie('LIC');
    const switchable = (await list(lic)).filter((p) => !p.Required).map((p) => p.Id);
    expect(switchable).toContain('time');
    let checked = 0;
    for (const id of switchable) {
      const plugin = server.plugins.find((p) => p.id === id);
      const endpoints = (plugin?.endpoints ?? []).map((b) => b.descriptor).filter((d) => needsCompany(d.access));
      expect((await put(lic, id, false)).statusCode).toBe(200);
      for (const role of ['LIC', 'FTG', 'PER'] as const) {
        const cookie = await sessions.cookie(role);
        const ids = await inScopeIds(server, role);
        for (const d of endpoints) {
          const { url, body } = emptyRequest(d, ids);
          const res = await call(server, d.method, url, { cookie, body, headers: { 'dv-selected-company': HOME_COMPANY } });
          expect
            .soft(`${role} ${d.method} ${d.path} ${res.statusCode} ${safeJson(res.body)?.dvCode}`)
            .toBe(`${role} ${d.method} ${d.path} 403 ${DV_CODES.pluginDisabled}`);
          checked++;
        }
      }
      expect((await put(lic, id, true)).statusCode).toBe(200);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("explains the refusal in the caller's language and serves again once enabled", async () => {
    const lic = await sessions.cookie('LIC');
    const per = await sessions.cookie('PER');
    const { AnstNr } = await inScopeIds(server, 'PER');
    const url = `/api/tidrapport?AnstNr=${AnstNr}&From=2026-11-02&To=2026-11-08`;
    await put(lic, 'time', false);
    const refused = await call(server, 'GET', url, { cookie: per, headers: { 'accept-language': 'en', 'dv-selected-company': HOME_COMPANY } });
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ dvCode: 40330, message: expect.stringMatching(/time.*1001/) });
    const sv = await call(server, 'GET', url, { cookie: per, headers: { 'accept-language': 'sv', 'dv-selected-company': HOME_COMPANY } });
    expect(JSON.parse(sv.body).message).toMatch(/används inte/);
    await put(lic, 'time', true);
    expect((await call(server, 'GET', url, { cookie: per, headers: { 'dv-selected-company': HOME_COMPANY } })).statusCode).toBe(200);
  });

  it('a change is pushed to the company as resource-updated companyplugins; only LIC and ADM may change it', async () => {
    frames.length = 0;
    const lic = await sessions.cookie('LIC');
    const res = await put(lic, 'time', false);
    expect(JSON.parse(res.body).find((p: CompanyPlugin) => p.Id === 'time')).toMatchObject({ Enabled: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(frames).toContainEqual({ ftgId: HOME_COMPANY, frame: expect.objectContaining({ event: 'resource-updated', resource: COMPANY_PLUGINS_RESOURCE }) });
    await put(lic, 'time', true);
    const ftg = await put(await sessions.cookie('FTG'), 'time', false);
    expect(ftg.statusCode).toBe(403);
    expect((await list(lic)).find((p) => p.Id === 'time')!.Enabled).toBe(true);
  });

  it('refuses unknown and required plugins with 400 naming the field, changing nothing', async () => {
    const lic = await sessions.cookie('LIC');
    const before = await server.host.db.selectFrom('company_plugins').selectAll().execute();
    for (const id of ['nosuch', 'shell']) {
      const res = await put(lic, id, false);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ dvCode: 40000, field: 'Id' });
    }
    expect(await server.host.db.selectFrom('company_plugins').selectAll().execute()).toEqual(before);
  });

  it('the demo has a company without the time plugin', async () => {
    const row = await server.host.db.selectFrom('company_plugins').selectAll().where('FtgId', '=', '1011').executeTakeFirst();
    expect(row).toMatchObject({ Plugin: 'time', Enabled: 0 });
    expect([...(await server.host.companyPlugins.enabled('1011'))]).not.toContain('time');
  });
});
