import { allSettled, createEvent, createStore } from 'effector';
import { createCachedList } from '../../src/cache';
import { defineEndpoint } from '../../src/contracts/endpoint';
import { Array as Arr, String as Str } from 'runtypes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirstViewContext } from '../../src/plugin';
import { definePlugin } from '../../src/plugin';
import { $path, createPortal, prepareFirstView } from '../../src/portal';
import { authResponseFixture, fakeApi, ftgInfoFixture, portalInfoFixture } from '../../src/testing';
import { blankPage } from '../fixtures/plugins';
import { routeAccess } from '../fixtures/spec-routes';

/**
 * The server's first view (issue 22): the portal is made once and each request forks a Scope of its own whose API is
 * the server's transport; the page the path leads to loads its first screen into that Scope. A page without a first
 * view, a session that is gone or a page the user may not open give none (the server then sends the splash).
 */
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') }));
afterEach(() => vi.useRealTimers());

const firstScreen = createEvent<string>();
const $firstScreen = createStore<string | null>(null).on(firstScreen, (_, s) => s);
const seen: FirstViewContext[] = [];
const home = definePlugin({
  id: 'home',
  version: '1.0.0',
  core: '^1.0.0',
  title: 'home.title',
  routes: [
    {
      name: 'Dashboard',
      path: '/dashboard',
      access: routeAccess.Dashboard.access,
      page: async () => ({
        default: () => null,
        firstView: async (ctx: FirstViewContext) => {
          seen.push(ctx);
          const { allSettled } = await import('effector');
          await allSettled(firstScreen, { scope: ctx.scope, params: 'loaded' });
        },
      }),
    },
    { name: 'Plain', path: '/plain', access: { companySelected: true }, page: blankPage },
    { name: 'Admins', path: '/admins', access: { roles: ['LIC'] }, page: blankPage },
  ],
});

const signedIn = () =>
  fakeApi({
    'GET /api/me': () => ({ body: authResponseFixture('FTG', { FtgInfo: ftgInfoFixture({ FtgId: '1001' }) }) }),
    'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
    'GET /api/companyplugins': () => ({ body: [] }),
  });

describe('the first view of a page', () => {
  const portal = createPortal({ plugins: [home] });
  const now = new Date('2026-11-21T09:00:00Z');

  it('runs the start in a Scope of its own and lets the page load its first screen there', async () => {
    const api = signedIn();
    const view = portal.fork(api.handler);
    const ready = prepareFirstView(view.scope, portal.model, view.started, '/', now);
    await vi.runAllTimersAsync();
    expect(await ready).toBe(true);
    // '/' leads to the dashboard, as in the browser
    expect(view.scope.getState($path)).toBe('/dashboard');
    expect(view.scope.getState($firstScreen)).toBe('loaded');
    expect(seen.at(-1)).toMatchObject({ scope: view.scope, now });
    // the request's Scope only: the portal's own and another request's are untouched
    expect(portal.scope.getState($firstScreen)).toBeNull();
    expect(portal.fork(signedIn().handler).scope.getState($firstScreen)).toBeNull();
    expect(api.callsTo('GET /api/me')).toHaveLength(1);
  });

  it('follows the navigation guard: a page the user may not open leads to the dashboard, as in the browser', async () => {
    const view = portal.fork(signedIn().handler);
    const ready = prepareFirstView(view.scope, portal.model, view.started, '/admins', now);
    await vi.runAllTimersAsync();
    expect(await ready).toBe(true);
    expect(view.scope.getState($path)).toBe('/dashboard');
  });

  it('gives none for a page without one, or a session that is gone', async () => {
    const plain = portal.fork(signedIn().handler);
    const none = prepareFirstView(plain.scope, portal.model, plain.started, '/plain', now);
    await vi.runAllTimersAsync();
    expect(await none).toBe(false);
    const gone = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: '' } }) });
    const view = portal.fork(gone.handler);
    const ready = prepareFirstView(view.scope, portal.model, view.started, '/dashboard', now);
    await vi.runAllTimersAsync();
    expect(await ready).toBe(false);
    expect(view.scope.getState($firstScreen)).toBeNull();
  });

  it('starts in the device’s language when given one', async () => {
    const { $locale } = await import('../../src/i18n/runtime');
    const view = portal.fork(signedIn().handler, 'pl');
    expect(view.scope.getState($locale)).toBe('pl');
  });

  it('loads the month and weekday names of the view’s language before it is rendered', async () => {
    const { $locale } = await import('../../src/i18n/runtime');
    const { dateFnsLocale } = await import('../../src/ui/date-locale');
    expect(dateFnsLocale('fr').code).toBe('sv');
    const view = portal.fork(signedIn().handler, 'fr');
    const ready = prepareFirstView(view.scope, portal.model, view.started, '/dashboard', now);
    await vi.runAllTimersAsync();
    expect(await ready).toBe(true);
    expect(view.scope.getState($locale)).toBe('fr');
    expect(dateFnsLocale('fr').code).toBe('fr');
  });

  it('keeps no list between requests: each request’s Scope asks the server with its own session', async () => {
    const endpoint = defineEndpoint({ id: 'firstview.names', method: 'GET', path: '/api/names', reply: Arr(Str), access: { companySelected: true } });
    const codes = createCachedList({ name: 'firstview.names', endpoint });
    const as = (who: string) => fakeApi({ 'GET /api/names': () => ({ body: [who] }) });
    const first = as('first');
    const a = portal.fork(first.handler);
    await allSettled(codes.needed, { scope: a.scope, params: undefined as never });
    const second = as('second');
    const b = portal.fork(second.handler);
    await allSettled(codes.needed, { scope: b.scope, params: undefined as never });
    expect(second.callsTo('GET /api/names')).toHaveLength(1);
    expect(JSON.stringify(b.scope.getState(codes.$items))).toContain('second');
    expect(JSON.stringify(b.scope.getState(codes.$items))).not.toContain('first');
  });
});
