import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../src/plugin';
import { $path, createPortalModel, DASHBOARD_PATH, locationChanged } from '../../src/portal';
import { pushFrameReceived } from '../../src/push/events';
import { appStarted, companyChosen } from '../../src/session';
import { authResponseFixture, fakeApi, ftgInfoFixture, portalInfoFixture } from '../../src/testing';
import type { CompanyPlugin } from '../../src/contracts/company-plugins';
import { scopeWith, settle } from './helpers';
import { blankPage, homePlugin } from '../fixtures/plugins';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') }));
afterEach(() => vi.useRealTimers());

const staffing = definePlugin({
  id: 'staffing',
  version: '1.0.0',
  core: '^1.0.0',
  title: 'staffing.title',
  routes: [{ name: 'Staffing', path: '/staffing', access: { companySelected: true }, page: blankPage }],
  drawerGroups: [{ id: 'staffing', label: 'staffing.groups.staffing', order: 40 }],
  drawer: [{ route: 'Staffing', label: 'staffing.nav', group: 'staffing' }],
});

const entry = (Id: string, Enabled: boolean): CompanyPlugin => ({ Id, Version: '1.0.0', Enabled, Required: false });

/** company 1001 has licensed staffing, 2002 has not; `licence` changes 1001's answer later */
function server(licence = { staffing1001: true }) {
  return fakeApi({
    'GET /api/me': () => ({ body: authResponseFixture('ADM', { FtgInfo: ftgInfoFixture({ FtgId: '1001' }) }) }),
    'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
    'GET /api/companyInfo/2002': () => ({ body: ftgInfoFixture({ FtgId: '2002', Namn: 'Bageriet HB' }) }),
    'PATCH /api/me/updateSessionUserAccount': () => ({ body: authResponseFixture('ADM', { FtgInfo: ftgInfoFixture({ FtgId: '2002', Namn: 'Bageriet HB' }) }) }),
    'GET /api/companyplugins': (c) => ({ body: [entry('home', true), entry('staffing', c.context.companyId === '1001' ? licence.staffing1001 : false)] }),
  });
}
const drawerRoutes = (groups: { items: { route: string }[] }[]) => groups.flatMap((g) => g.items.map((i) => i.route));

describe('plugins enabled per company', () => {
  it('reads the list on sign-in and on every company change; a disabled plugin leaves the drawer and routes live', async () => {
    const api = server();
    const model = createPortalModel([homePlugin, staffing]);
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(api.callsTo('GET /api/companyplugins').map((c) => c.context.companyId)).toEqual(['1001']);
    expect(drawerRoutes(scope.getState(model.$drawer))).toEqual(['Dashboard', 'Staffing']);

    await settle(companyChosen, scope, '2002');
    expect(api.callsTo('GET /api/companyplugins').map((c) => c.context.companyId)).toEqual(['1001', '2002']);
    expect(drawerRoutes(scope.getState(model.$drawer))).toEqual(['Dashboard']);
    expect(scope.getState(model.$routes).map((r) => r.name)).toEqual(['Dashboard']);
  });

  it('follows a change the server pushes, without a reload; its route is then not found (not redirected)', async () => {
    const licence = { staffing1001: true };
    const api = server(licence);
    const model = createPortalModel([homePlugin, staffing]);
    const scope = scopeWith(api);
    await settle(locationChanged, scope, '/staffing');
    await settle(appStarted, scope);
    expect(scope.getState(model.$knownRoutes).map((r) => r.name)).toContain('Staffing');

    licence.staffing1001 = false;
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'tidrader' });
    expect(api.callsTo('GET /api/companyplugins')).toHaveLength(1);
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'companyplugins' });
    expect(api.callsTo('GET /api/companyplugins')).toHaveLength(2);
    expect(drawerRoutes(scope.getState(model.$drawer))).toEqual(['Dashboard']);
    expect(scope.getState(model.$knownRoutes).map((r) => r.name)).toEqual(['Dashboard']);
    // the shell renders the not-found page for a path no enabled plugin knows; the guard leaves it there
    expect(scope.getState($path)).toBe('/staffing');
    expect(scope.getState($path)).not.toBe(DASHBOARD_PATH);
  });

  it('hides nothing when the list cannot be read (a server without the endpoint): the server still refuses', async () => {
    const api = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('ADM', { FtgInfo: ftgInfoFixture({ FtgId: '1001' }) }) }),
      'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
    });
    const model = createPortalModel([homePlugin, staffing]);
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(api.callsTo('GET /api/companyplugins')).toHaveLength(1);
    expect(drawerRoutes(scope.getState(model.$drawer))).toEqual(['Dashboard', 'Staffing']);
  });
});
