import { createEvent, createStore } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeAccess } from '../fixtures/spec-routes';
import { addMessages } from '../../src/i18n/runtime';
import { definePlugin } from '../../src/plugin';
import { createPortalModel } from '../../src/portal';
import { pushFrameReceived } from '../../src/push/events';
import { appStarted } from '../../src/session';
import sv from '../../src/shell/i18n/sv';
import { authResponseFixture, employeeFixture, fakeApi, ftgInfoFixture, portalInfoFixture } from '../../src/testing';
import { scopeWith, settle } from './helpers';
import { blankPage, homePlugin } from '../fixtures/plugins';

addMessages('shell', 'sv', sv);

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') }));
afterEach(() => vi.useRealTimers());

const updated = createEvent<unknown>();
const $updates = createStore(0).on(updated, (n) => n + 1);
const late = definePlugin({
  id: 'late',
  version: '1.0.0',
  core: '^1.0.0',
  title: 'late.title',
  routes: [{ name: 'ApproveTime', path: '/approveTime', access: routeAccess.ApproveTime.access, page: blankPage }],
  drawer: [{ route: 'ApproveTime', label: 'late.nav', group: 'home' }],
  push: [{ event: 'resource-updated', resource: 'late-thing', target: updated }],
  // a late plugin's additions to other plugins' pages join too (a day action was collected once, at start, and lost)
  dayActions: [{ id: 'trade', pages: ['Schedule'], access: routeAccess.ApproveTime.access, action: async () => ({ default: () => null }) as never }],
  pageSections: [{ id: 'more', page: 'Schedule', title: 'late.section', access: routeAccess.ApproveTime.access, section: blankPage }],
});

const server = () =>
  fakeApi({
    'GET /api/me': () => ({ body: authResponseFixture('ADM', { FtgInfo: ftgInfoFixture({ FtgId: '1001', KalUseAttest: true }) }) }),
    'GET /api/portalInfo': () => ({ body: portalInfoFixture({ EnableGodkannaView: true }) }),
    'GET /api/perlista': () => ({ body: [employeeFixture('12')] }),
  });

describe('plugins that arrive after sign-in (createLazyPortal, issue 22)', () => {
  it('the signed-in portal waits for them, then their routes, drawer and push handlers join', async () => {
    const model = createPortalModel([homePlugin], { pending: true });
    const scope = scopeWith(server());
    await settle(appStarted, scope);
    // signed in, but not ready: the shell shows its spinner, not a not-found page
    expect(scope.getState(model.$pluginsReady)).toBe(false);
    expect(scope.getState(model.$ready)).toBe(false);
    expect(scope.getState(model.$routes).map((r) => r.name)).toEqual(['Dashboard']);

    await settle(model.pluginsAdded, scope, [late]);
    expect(scope.getState(model.$pluginsReady)).toBe(true);
    expect(scope.getState(model.$ready)).toBe(true);
    expect(scope.getState(model.$routes).map((r) => r.name)).toEqual(['Dashboard', 'ApproveTime']);
    expect(scope.getState(model.$drawer).flatMap((g) => g.items.map((i) => i.route))).toEqual(['Dashboard', 'ApproveTime']);
    expect(model.allRoutes.map((r) => r.name)).toEqual(['Dashboard', 'ApproveTime']);
    expect(scope.getState(model.$dayActions).map((a) => a.key)).toEqual(['late:trade']);
    expect(scope.getState(model.$pageSections).map((s) => s.key)).toEqual(['late:more']);

    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'late-thing', payload: {} });
    expect(scope.getState($updates)).toBe(1);

    // added twice (a second sign-in): nothing doubles
    await settle(model.pluginsAdded, scope, [late]);
    expect(model.allRoutes).toHaveLength(2);
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'late-thing', payload: {} });
    expect(scope.getState($updates)).toBe(2);
  });

  it('without pending plugins the portal is ready as before', async () => {
    const model = createPortalModel([homePlugin, late]);
    const scope = scopeWith(server());
    await settle(appStarted, scope);
    expect(scope.getState(model.$pluginsReady)).toBe(true);
    expect(scope.getState(model.$ready)).toBe(true);
  });
});
