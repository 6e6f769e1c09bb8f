import { allSettled, createWatch } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeAccess } from '../fixtures/spec-routes';
import { $selectedEmployee } from '../../src/filters';
import { addMessages } from '../../src/i18n/runtime';
import { definePlugin } from '../../src/plugin';
import { $path, createPortalModel, locationChanged, matchPath, navigated, redirectFor } from '../../src/portal';
import { $authenticated, appStarted, companyChosen, sessionEndedInvoluntarily } from '../../src/session';
import sv from '../../src/shell/i18n/sv';
import { authResponseFixture, employeeFixture, fakeApi, ftgInfoFixture, portalInfoFixture } from '../../src/testing';
import { recordSnackbars, scopeWith, settle } from './helpers';
import { blankPage, homePlugin } from '../fixtures/plugins';

addMessages('shell', 'sv', sv);

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') }));
afterEach(() => vi.useRealTimers());

const time = definePlugin({
  id: 'time',
  version: '1.0.0',
  core: '^1.0.0',
  title: 'time.title',
  routes: [
    { name: 'Attestera', path: '/attest', access: routeAccess.Attestera.access, needsEmployees: true, page: blankPage },
    { name: 'ApproveTime', path: '/approveTime', access: routeAccess.ApproveTime.access, page: blankPage },
    { name: 'LeavePlannerOverview', path: '/leaveplanner/overview', access: routeAccess.LeavePlannerOverview.access, page: blankPage },
  ],
  drawerGroups: [{ id: 'time', label: 'time.groups.time', order: 20 }],
  drawer: [
    { route: 'Attestera', label: 'time.nav.attest', group: 'time', order: 20 },
    { route: 'ApproveTime', label: 'time.nav.approve', group: 'time', order: 10 },
  ],
});
const admin = definePlugin({
  id: 'admin',
  version: '1.0.0',
  core: '^1.0.0',
  title: 'admin.title',
  enabledWhen: { roles: ['LIC', 'ADM'] },
  routes: [{ name: 'AdminUsers', path: '/admin/users', access: routeAccess.AdminUsers.access, page: blankPage }],
  drawerGroups: [{ id: 'admin', label: 'admin.groups.admin', order: 90 }],
  drawer: [{ route: 'AdminUsers', label: 'admin.nav', group: 'admin' }],
});

const companyA = ftgInfoFixture({ FtgId: '1001', KalUseAttest: true, KalUseLonReady: true });
const companyB = ftgInfoFixture({ FtgId: '2002', Namn: 'Bageriet HB', KalUseAttest: false, KalUseLonReady: true });

function serverFor(role: 'ADM' | 'FTG' | 'PER', employees: unknown[] = [employeeFixture('12')]) {
  return fakeApi({
    'GET /api/me': () => ({ body: authResponseFixture(role, { FtgInfo: companyA }) }),
    'GET /api/portalInfo': (c) => ({ body: portalInfoFixture({ EnableGodkannaView: c.context.companyId === '1001' }) }),
    'GET /api/companyInfo/2002': () => ({ body: companyB }),
    'PATCH /api/me/updateSessionUserAccount': () => ({ body: authResponseFixture(role, { FtgInfo: companyB }) }),
    'GET /api/perlista': () => ({ body: employees }),
    'GET /api/logout': () => ({ body: { ok: true } }),
  });
}

const names = (groups: { items: { route: string }[] }[]) => groups.flatMap((g) => g.items.map((i) => i.route));

describe('routes and drawer follow the access predicates live', () => {
  it('hides everything before sign-in', () => {
    const model = createPortalModel([homePlugin, time, admin]);
    const scope = scopeWith(serverFor('ADM'));
    expect(scope.getState(model.$routes)).toEqual([]);
    expect(scope.getState(model.$drawer)).toEqual([]);
  });

  it('re-evaluates on company switch, without a reload', async () => {
    const model = createPortalModel([homePlugin, time, admin]);
    const scope = scopeWith(serverFor('ADM'));
    await settle(appStarted, scope);
    expect(names(scope.getState(model.$drawer))).toEqual(['Dashboard', 'ApproveTime', 'Attestera', 'AdminUsers']);
    await settle(companyChosen, scope, '2002');
    expect(scope.getState(model.$routes).map((r) => r.name)).toEqual(['Dashboard', 'AdminUsers']);
    expect(names(scope.getState(model.$drawer))).toEqual(['Dashboard', 'AdminUsers']);
  });

  it('a plugin gate (enabledWhen) hides the whole plugin', async () => {
    const model = createPortalModel([homePlugin, time, admin]);
    const scope = scopeWith(serverFor('FTG'));
    await settle(appStarted, scope);
    expect(scope.getState(model.$routes).map((r) => r.name)).not.toContain('AdminUsers');
  });

  it('dashboard cards: of enabled plugins, by access and order, live on company switch; a link only to an allowed route', async () => {
    const card = async () => ({ default: () => null });
    const timeCards = definePlugin({
      id: 'timecards',
      version: '1.0.0',
      core: '^1.0.0',
      title: 'timecards.title',
      routes: [{ name: 'AttestCards', path: '/attest-cards', access: { company: 'KalUseAttest' }, page: blankPage }],
      dashboardCards: [
        { id: 'waiting', title: 'timecards.waiting', access: { notRoles: ['PER'] }, order: 20, route: 'AttestCards', card },
        { id: 'mine', title: 'timecards.mine', access: { companySelected: true }, order: 10, card },
        { id: 'attest-only', title: 'timecards.attest', access: { company: 'KalUseAttest' }, order: 30, card },
      ],
    });
    const adminCards = definePlugin({
      ...admin,
      id: 'admincards',
      routes: [],
      drawer: [],
      drawerGroups: [],
      dashboardCards: [{ id: 'users', title: 'a.b', access: { companySelected: true }, card }],
    });
    const model = createPortalModel([homePlugin, timeCards, adminCards]);
    const scope = scopeWith(serverFor('FTG'));
    expect(scope.getState(model.$dashboardCards)).toEqual([]);
    await settle(appStarted, scope);
    // FTG: the admin plugin's gate (LIC, ADM) hides its card; order 10, 20, 30
    expect(scope.getState(model.$dashboardCards).map((c) => [c.key, c.path])).toEqual([
      ['timecards:mine', undefined],
      ['timecards:waiting', '/attest-cards'],
      ['timecards:attest-only', undefined],
    ]);
    await settle(companyChosen, scope, '2002');
    // 2002 has no attest step: that card goes, and the other card no longer links to the refused route
    expect(scope.getState(model.$dashboardCards).map((c) => [c.key, c.path])).toEqual([
      ['timecards:mine', undefined],
      ['timecards:waiting', undefined],
    ]);
  });

  it('definePlugin refuses a card without a unique id, or linking to an unknown route', () => {
    const card = async () => ({ default: () => null });
    const base = { id: 'x', version: '1.0.0', core: '^1.0.0', title: 'x.t' };
    expect(() => definePlugin({ ...base, dashboardCards: [{ id: 'Bad Id', title: 'x.c', access: { companySelected: true }, card }] })).toThrow(
      /dashboard card/,
    );
    expect(() =>
      definePlugin({
        ...base,
        dashboardCards: [
          { id: 'a', title: 'x.c', access: { companySelected: true }, card },
          { id: 'a', title: 'x.d', access: { companySelected: true }, card },
        ],
      }),
    ).toThrow(/unique id/);
    expect(() => definePlugin({ ...base, dashboardCards: [{ id: 'a', title: 'x.c', access: { companySelected: true }, route: 'Nope', card }] })).toThrow(
      /unknown route "Nope"/,
    );
  });

  it('collects the page sections the user may see, by order, live over the company', async () => {
    const section = async () => ({ default: () => null });
    const sections = definePlugin({
      id: 'sections',
      version: '1.0.0',
      core: '^1.0.0',
      title: 'sections.title',
      pageSections: [
        { id: 'later', page: 'Attestera', title: 'sections.later', access: { companySelected: true }, order: 20, section },
        {
          id: 'claims',
          page: 'Attestera',
          title: 'sections.claims',
          access: { all: [{ notRoles: ['PER'] }, { company: 'KalUseAttest' }] },
          order: 10,
          section,
        },
        { id: 'admins', page: 'ApproveTime', title: 'sections.admins', access: { roles: ['LIC', 'ADM'] }, section },
      ],
    });
    const model = createPortalModel([homePlugin, sections]);
    const scope = scopeWith(serverFor('FTG'));
    expect(scope.getState(model.$pageSections)).toEqual([]);
    await settle(appStarted, scope);
    expect(scope.getState(model.$pageSections).map((s) => [s.key, s.page])).toEqual([
      ['sections:claims', 'Attestera'],
      ['sections:later', 'Attestera'],
    ]);
    // 2002 has no attest step: that section goes
    await settle(companyChosen, scope, '2002');
    expect(scope.getState(model.$pageSections).map((s) => s.key)).toEqual(['sections:later']);
  });

  it('definePlugin refuses a page section without a unique id, a page or a loader', () => {
    const section = async () => ({ default: () => null });
    const base = { id: 'x', version: '1.0.0', core: '^1.0.0', title: 'x.t' };
    const one = { id: 'a', page: 'Attestera', title: 'x.s', access: { companySelected: true as const }, section };
    expect(() => definePlugin({ ...base, pageSections: [{ ...one, id: 'Bad Id' }] })).toThrow(/page section/);
    expect(() => definePlugin({ ...base, pageSections: [one, one] })).toThrow(/unique id/);
    expect(() => definePlugin({ ...base, pageSections: [{ ...one, page: '' }] })).toThrow(/route name of its page/);
  });

  it('collects the day actions the user may see, by order, for the pages they name', async () => {
    const action = async () => ({ default: () => null });
    const actions = definePlugin({
      id: 'actions',
      version: '1.0.0',
      core: '^1.0.0',
      title: 'actions.title',
      dayActions: [
        { id: 'later', pages: ['Schedule'], access: { companySelected: true }, order: 20, action },
        { id: 'trade', pages: ['Schedule', 'Kalendarie'], access: { all: [{ notRoles: ['PER'] }, { company: 'KalUseAttest' }] }, order: 10, action },
        { id: 'admins', pages: ['Schedule'], access: { roles: ['LIC', 'ADM'] }, action },
      ],
    });
    const model = createPortalModel([homePlugin, actions]);
    const scope = scopeWith(serverFor('FTG'));
    expect(scope.getState(model.$dayActions)).toEqual([]);
    await settle(appStarted, scope);
    expect(scope.getState(model.$dayActions).map((a) => [a.key, a.pages])).toEqual([
      ['actions:trade', ['Schedule', 'Kalendarie']],
      ['actions:later', ['Schedule']],
    ]);
    // 2002 has no attest step: that action goes
    await settle(companyChosen, scope, '2002');
    expect(scope.getState(model.$dayActions).map((a) => a.key)).toEqual(['actions:later']);
  });

  it('definePlugin refuses a day action without a unique id, pages or a loader', () => {
    const action = async () => ({ default: () => null });
    const base = { id: 'x', version: '1.0.0', core: '^1.0.0', title: 'x.t' };
    const one = { id: 'a', pages: ['Schedule'], access: { companySelected: true as const }, action };
    expect(() => definePlugin({ ...base, dayActions: [{ ...one, id: 'Bad Id' }] })).toThrow(/day action/);
    expect(() => definePlugin({ ...base, dayActions: [one, one] })).toThrow(/unique id/);
    expect(() => definePlugin({ ...base, dayActions: [{ ...one, pages: [] }] })).toThrow(/route names of its pages/);
    expect(() => definePlugin({ ...base, dayActions: [{ ...one, action: undefined as never }] })).toThrow(/action loader/);
  });

  it('explainAccess says why a route is hidden', () => {
    const model = createPortalModel([homePlugin, time, admin]);
    const why = model.explain('LeavePlannerOverview', {
      role: 'FTG',
      plus: true,
      licenceOptions: [],
      userOptions: [],
      portal: { EnableLeavePlanner: true },
      company: {},
      hasEmployeeNumber: false,
    });
    expect(why).toEqual({ allowed: false, missing: [{ key: 'access.needsUserOption', params: { option: 'HRTIL' } }] });
  });
});

describe('redirects and paths', () => {
  it.each([
    ['/', '/dashboard'],
    ['/questions', '/app/questions'],
    ['/questions/', '/app/questions'],
    ['/dashboard', null],
  ])('%s → %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });
  it('matches wouter patterns', () => {
    expect(matchPath('/leaveplanner/:Id', '/leaveplanner/12')).toBe(true);
    expect(matchPath('/leaveplanner/:Id', '/leaveplanner')).toBe(false);
    expect(matchPath('/bemanna', '/bemanna/')).toBe(true);
  });
  it('the start path / lands on /dashboard', async () => {
    createPortalModel([homePlugin]);
    const scope = scopeWith(serverFor('FTG'));
    await settle(locationChanged, scope, '/');
    expect(scope.getState($path)).toBe('/dashboard');
  });
});

describe('navigation guard (spec §4)', () => {
  it('a denied route sends the user to the dashboard', async () => {
    const model = createPortalModel([homePlugin, time, admin]);
    const scope = scopeWith(serverFor('FTG'));
    await settle(appStarted, scope);
    await settle(companyChosen, scope, '2002');
    await settle(navigated, scope, '/attest');
    expect(scope.getState($path)).toBe('/dashboard');
    expect(scope.getState(model.$ready)).toBe(true);
  });

  it('switching to a company where the current route is denied leaves it', async () => {
    createPortalModel([homePlugin, time]);
    const scope = scopeWith(serverFor('FTG'));
    await settle(appStarted, scope);
    await settle(navigated, scope, '/approveTime');
    expect(scope.getState($path)).toBe('/approveTime');
    await settle(companyChosen, scope, '2002'); // EnableGodkannaView is off there
    expect(scope.getState($path)).toBe('/dashboard');
  });

  it('an allowed route stays; an unknown path is left to the not-found page', async () => {
    createPortalModel([homePlugin, time]);
    const scope = scopeWith(serverFor('FTG'));
    await settle(appStarted, scope);
    await settle(navigated, scope, '/attest');
    expect(scope.getState($path)).toBe('/attest');
    await settle(navigated, scope, '/no/such/page');
    expect(scope.getState($path)).toBe('/no/such/page');
  });

  it('an empty employee register: a 15 s notice, then the dashboard', async () => {
    createPortalModel([homePlugin, time]);
    const scope = scopeWith(serverFor('FTG', []));
    const shown = recordSnackbars(scope);
    await settle(appStarted, scope);
    await settle(navigated, scope, '/attest');
    expect(scope.getState($path)).toBe('/dashboard');
    expect(shown.at(-1)).toEqual({ text: `${sv.validations.perRegIsEmptyTitle}: ${sv.validations.perRegIsEmptyText}`, color: 'warning', timeout: 15_000 });
  });

  it('PER: the own employee becomes the selected one', async () => {
    const model = createPortalModel([homePlugin, time]);
    const api = serverFor('PER', [employeeFixture('12')]);
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(scope.getState($selectedEmployee)?.AnstNr).toBe('12');
    expect(scope.getState(model.$ready)).toBe(true);
    expect(api.callsTo('GET /api/perlista')[0]!.request.query).toEqual({ AnstNr: '12', Locked: 'false' });
  });

  it('PER with an empty employee list is signed out with a message', async () => {
    createPortalModel([homePlugin, time]);
    const scope = scopeWith(serverFor('PER', []));
    const ended: string[] = [];
    createWatch({ unit: sessionEndedInvoluntarily, scope, fn: (e) => ended.push(e.reason) });
    const shown = recordSnackbars(scope);
    await settle(appStarted, scope);
    expect(ended).toEqual(['noEmployee']);
    expect(scope.getState($authenticated)).toBe(false);
    // spec: Validations.EmployeePerRegMissing, a 15 s snackbar
    expect(shown.at(-1)).toMatchObject({ text: sv.validations.employeePerRegMissing, timeout: 15_000 });
  });
});

describe('push registry', () => {
  it('routes a push event to the handlers that declared it', async () => {
    const { createEvent } = await import('effector');
    const rowsChanged = createEvent<unknown>();
    const unread = createEvent<unknown>();
    const p = definePlugin({
      id: 'push',
      version: '1.0.0',
      core: '^1.0.0',
      title: 'push.title',
      push: [
        { event: 'resource-updated', resource: 'tidrader', target: rowsChanged },
        { event: 'new-message', target: unread },
      ],
    });
    const model = createPortalModel([p]);
    const scope = scopeWith(fakeApi({}));
    const got: string[] = [];
    createWatch({ unit: rowsChanged, scope, fn: () => got.push('rows') });
    createWatch({ unit: unread, scope, fn: () => got.push('unread') });
    await allSettled(model.pushReceived, { scope, params: { event: 'resource-updated', resource: 'perreg' } });
    await allSettled(model.pushReceived, { scope, params: { event: 'resource-updated', resource: 'tidrader' } });
    await allSettled(model.pushReceived, { scope, params: { event: 'new-message' } });
    expect(got).toEqual(['rows', 'unread']);
  });
});

describe('the page title', () => {
  it('names the page in the browser tab: the route’s title, else its plugin’s, with the app’s name', async () => {
    addMessages('home', 'sv', { title: 'Startsidan' });
    addMessages('time', 'sv', { attestTitle: 'Attestera tid' });
    const titled = definePlugin({
      id: 'time',
      version: '1.0.0',
      core: '^1.0.0',
      title: 'time.title',
      routes: [{ name: 'Attestera', path: '/attest', access: { companySelected: true }, title: 'time.attestTitle', page: blankPage }],
    });
    const model = createPortalModel([homePlugin, titled]);
    const scope = scopeWith(serverFor('ADM'));
    await settle(locationChanged, scope, '/dashboard');
    expect(scope.getState(model.$pageTitle)).toBe('Startsidan – Lönna');
    await settle(navigated, scope, '/attest');
    expect(scope.getState(model.$pageTitle)).toBe('Attestera tid – Lönna');
    await settle(navigated, scope, '/nowhere');
    expect(scope.getState(model.$pageTitle)).toBe('Lönna');
  });
});
