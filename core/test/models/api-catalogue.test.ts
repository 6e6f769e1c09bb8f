import { allSettled, createStore, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, $offline, buildHeaders, buildUrl, endsSession, parsePagination, reactionFor, requestFx, sendFx, versionUpdated } from '../../src/api';
import type { CallParams } from '../../src/api/endpoint-query';
import { shell } from '../../src/contracts/shell';
import { addMessages, localeChanged } from '../../src/i18n/runtime';
import { createPageQuery } from '../../src/page-data';
import { $authenticated, $salaryYear, $selectedCompanyId, appStarted, loggedOut } from '../../src/session';
import en from '../../src/shell/i18n/en';
import sv from '../../src/shell/i18n/sv';
import { authResponseFixture, employeeFixture, fakeApi, networkFailure, offlineFailure, portalInfoFixture } from '../../src/testing';
import { recordSnackbars, scopeWith, settle } from './helpers';

addMessages('shell', 'sv', sv);
addMessages('shell', 'en', en);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const http = (status: number, dvCode: number, message = 'Meddelande från servern', path = '/api/x') =>
  new ApiError({ kind: 'http', status, dvCode, message, path });

describe('the 401/403 rule (spec §8)', () => {
  it.each([
    [401, 40101, true],
    [401, 40100, true],
    [403, 40300, false],
    [403, 40301, false],
    [403, 40310, false],
    [403, 40320, false],
    [403, 0, true],
    [403, 10000, true],
    [404, 40401, false],
    [500, 0, false],
  ])('status %i dvCode %i ends the session: %s', (status, dvCode, expected) => {
    expect(endsSession(http(status, dvCode))).toBe(expected);
  });
});

describe('reactionFor', () => {
  const signedIn = { authenticated: true, silent: false };
  it('offline beats everything', () => {
    expect(reactionFor(new ApiError({ kind: 'offline', path: '/api/me' }), signedIn)).toEqual({ type: 'offline' });
  });
  it('network error shows the text, except for /api/me', () => {
    expect(reactionFor(networkFailure('/api/perlista'), signedIn)).toEqual({ type: 'network' });
    expect(reactionFor(networkFailure('/api/me'), signedIn)).toEqual({ type: 'none' });
  });
  it('503 is an outage, with the relogin text only when signed in', () => {
    expect(reactionFor(http(503, 50300), signedIn)).toEqual({ type: 'outage', relogin: true });
    expect(reactionFor(http(503, 50300), { authenticated: false, silent: false })).toEqual({ type: 'outage', relogin: false });
  });
  it('401 ends the session only while signed in', () => {
    expect(reactionFor(http(401, 40101, 'Sessionen har gått ut.'), signedIn)).toEqual({ type: 'session-ended', message: 'Sessionen har gått ut.' });
    expect(reactionFor(http(401, 40100, 'Fel lösenord.'), { authenticated: false, silent: false })).toEqual({ type: 'message', message: 'Fel lösenord.' });
  });
  it('a 403xx shows its message and keeps the session', () => {
    expect(reactionFor(http(403, 40300, 'Du saknar behörighet.'), signedIn)).toEqual({ type: 'message', message: 'Du saknar behörighet.' });
  });
  it('a silent call skips the message snackbar', () => {
    expect(reactionFor(http(400, 40000, 'Fel värde.'), { authenticated: true, silent: true })).toEqual({ type: 'none' });
  });
});

describe('headers and wire helpers', () => {
  it('sends the API marker, language, company and year; drops empty ones', () => {
    expect(buildHeaders({ locale: 'en', companyId: '1001', salaryYear: 2026 }, true)).toEqual({
      'dv-api': '1',
      'Accept-Language': 'en',
      Accept: 'application/json',
      'dv-selected-company': '1001',
      'dv-selected-year': '2026',
      'Content-Type': 'application/json',
    });
    const h = buildHeaders({ locale: 'sv', companyId: null, salaryYear: null }, false);
    expect(h).not.toHaveProperty('dv-selected-company');
    expect(h).not.toHaveProperty('dv-selected-year');
    expect(h).not.toHaveProperty('Content-Type');
  });
  it('builds query strings without empty values', () => {
    expect(buildUrl('/api/perlista', { AnstNr: '12', Locked: false, Search: '', Page: undefined })).toBe('/api/perlista?AnstNr=12&Locked=false');
  });
  it('reads dv-pagination', () => {
    expect(parsePagination('{"Page":1,"PerPage":25,"Total":5000,"TotalPages":200}')).toEqual({ Page: 1, PerPage: 25, Total: 5000, TotalPages: 200 });
    expect(parsePagination('nonsense')).toBeNull();
    expect(parsePagination(null)).toBeNull();
  });
  it('requestFx fills the headers from the session stores and the UI language', async () => {
    const api = fakeApi({ 'GET /api/tidkoder': () => ({ body: [] }) });
    const scope = scopeWith(api, [
      [$selectedCompanyId, '2002'],
      [$salaryYear, 2025],
    ]);
    await allSettled(localeChanged, { scope, params: 'en' });
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    expect(api.calls[0]!.context).toMatchObject({ locale: 'en', companyId: '2002', salaryYear: 2025 });
  });
  it('a page query exposes PaginationInfo', async () => {
    const params = createStore<CallParams<typeof shell.perlista> | null>({ query: { Page: '2', PerPage: '1' } });
    const list = createPageQuery({ name: 'test.pagedPerlista', endpoint: shell.perlista, params });
    const api = fakeApi({ 'GET /api/perlista': () => ({ body: [employeeFixture('1')], pagination: { Page: 2, PerPage: 1, Total: 3, TotalPages: 3 } }) });
    const scope = scopeWith(api);
    await settle(list.opened, scope);
    expect(scope.getState(list.$pagination)).toEqual({ Page: 2, PerPage: 1, Total: 3, TotalPages: 3 });
    expect(scope.getState(list.$data)).toEqual([employeeFixture('1')]);
    expect(api.calls[0]!.request.query).toEqual({ Page: '2', PerPage: '1' });
  });
  it('rejects a reply of the wrong shape (runtypes contract)', async () => {
    const params = createStore<CallParams<typeof shell.perlista> | null>({});
    const list = createPageQuery({ name: 'test.badPerlista', endpoint: shell.perlista, params });
    const api = fakeApi({ 'GET /api/perlista': () => ({ body: [{ AnstNr: 12 }] }) });
    const scope = scopeWith(api);
    await settle(list.opened, scope);
    expect(scope.getState(list.$error)).toMatchObject({ errorType: 'INVALID_DATA' });
    expect(scope.getState(list.$data)).toBeNull();
  });
});

describe('the catalogue in a Scope', () => {
  const signedInApi = (routes: Parameters<typeof fakeApi>[0]) =>
    fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('FTG') }),
      'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
      'GET /api/logout': () => ({ body: { ok: true } }),
      ...routes,
    });

  it('401 while signed in: the server message, then logout', async () => {
    const api = signedInApi({ 'GET /api/tidkoder': () => ({ status: 401, body: { dvCode: 40101, message: 'Sessionen har gått ut.' } }) });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    let loggedOutCount = 0;
    createWatch({ unit: loggedOut, scope, fn: () => loggedOutCount++ });
    await settle(appStarted, scope);
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    expect(shown.map((s) => s.text)).toEqual(['Sessionen har gått ut.']);
    expect(loggedOutCount).toBe(1);
    expect(scope.getState($authenticated)).toBe(false);
    expect(api.callsTo('GET /api/logout')).toHaveLength(1);
  });

  it('401 without a message: "session ended abruptly"', async () => {
    const api = signedInApi({ 'GET /api/tidkoder': () => ({ status: 401, body: { dvCode: 40101, message: '' } }) });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(appStarted, scope);
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    expect(shown.map((s) => s.text)).toEqual([sv.errors.sessionEndedAbruptly]);
  });

  it('403 40300 shows the message and keeps the session', async () => {
    const api = signedInApi({ 'GET /api/perreg/99': () => ({ status: 403, body: { dvCode: 40300, message: 'Du saknar behörighet.' } }) });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(appStarted, scope);
    await settle(requestFx, scope, { method: 'GET', path: '/api/perreg/99' });
    expect(shown).toEqual([{ text: 'Du saknar behörighet.', color: 'error' }]);
    expect(scope.getState($authenticated)).toBe(true);
  });

  it('network error: the Swedish text, translated in other languages', async () => {
    const api = fakeApi({
      'GET /api/tidkoder': (c) => {
        throw networkFailure(c.request.path);
      },
    });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    expect(shown[0]?.text).toBe('Störningar upptäcktes i nätverkskommunikationen. Kontrollera anslutningen och försök igen.');
    await allSettled(localeChanged, { scope, params: 'en' });
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    expect(shown[1]?.text).toBe(en.errors.network);
  });

  it('offline: the offline text and the banner store', async () => {
    const api = fakeApi({
      'GET /api/tidkoder': (c) => {
        throw offlineFailure(c.request.path);
      },
    });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    expect(shown[0]?.text).toBe(sv.errors.offline);
    expect(scope.getState($offline)).toBe(true);
  });

  it('503 while signed in: outage plus relogin text', async () => {
    const api = signedInApi({ 'GET /api/tidkoder': () => ({ status: 503, body: { dvCode: 50300, message: 'Underhåll' } }) });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(appStarted, scope);
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    expect(shown.at(-1)?.text).toBe(`${sv.errors.outage} ${sv.errors.outageRelogin}`);
    expect(scope.getState($authenticated)).toBe(true);
  });

  it('a different dv-build-id raises versionUpdated once', async () => {
    let build = 'aaa';
    const api = fakeApi({ 'GET /api/tidkoder': () => ({ body: [], buildId: build }) });
    const scope = fork({ handlers: [[sendFx, api.handler]] });
    const seen: string[] = [];
    createWatch({ unit: versionUpdated, scope, fn: (id) => seen.push(id) });
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    expect(seen).toEqual([]);
    build = 'bbb';
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    await settle(requestFx, scope, { method: 'GET', path: '/api/tidkoder' });
    expect(seen).toEqual(['bbb']);
  });
});

describe('client error reports', () => {
  it('go to /api/frontendlogger, at most ten per page load', async () => {
    const { clientErrorCaught } = await import('../../src/portal/error-logger');
    const api = fakeApi({ 'POST /api/frontendlogger': () => ({ body: { ok: true } }) });
    const scope = scopeWith(api);
    for (let i = 0; i < 12; i++) await settle(clientErrorCaught, scope, { message: `Fel ${i}`, url: 'http://localhost/dashboard' });
    const calls = api.callsTo('POST /api/frontendlogger');
    expect(calls).toHaveLength(10);
    expect(calls[0]!.request.body).toMatchObject({ message: 'Fel 0', url: 'http://localhost/dashboard' });
  });
});
