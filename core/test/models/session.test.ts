// @vitest-environment happy-dom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessages } from '../../src/i18n/runtime';
import {
  $account,
  $authenticated,
  $autoLoggedOut,
  $ftgInfo,
  $loginError,
  $portalInfo,
  $rememberedLogin,
  $salaryYear,
  $salaryYears,
  $selectedCompanyId,
  $sessionChecked,
  $smsPending,
  activityTrackingStarted,
  appStarted,
  loginSubmitted,
  logoutClicked,
  salaryYearChosen,
  salaryYearPickerOpened,
  sessionEndedInvoluntarily,
  userActive,
  userOptionsKey,
} from '../../src/session';
import sv from '../../src/shell/i18n/sv';
import { authResponseFixture, fakeApi, networkFailure, portalInfoFixture } from '../../src/testing';
import { recordSnackbars, scopeWith, settle } from './helpers';

addMessages('shell', 'sv', sv);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const portalInfo = () => ({ body: portalInfoFixture() });

describe('session check on page load (/me)', () => {
  it('signs in from an existing session and loads the portal info', async () => {
    const api = fakeApi({ 'GET /api/me': () => ({ body: authResponseFixture('FTG') }), 'GET /api/portalInfo': portalInfo });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(scope.getState($authenticated)).toBe(true);
    expect(scope.getState($ftgInfo)?.FtgId).toBe('1001');
    expect(scope.getState($portalInfo)).not.toBeNull();
    expect(sessionStorage.getItem('FtgId')).toBe('1001');
  });

  it('marks the check done and stays signed out when /me fails, without the network text', async () => {
    const api = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: 'Du är inte inloggad.' } }) });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(appStarted, scope);
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(scope.getState($authenticated)).toBe(false);
    expect(shown).toEqual([]);
  });

  it('shows no network snackbar when /me cannot be reached', async () => {
    const api = fakeApi({
      'GET /api/me': (c) => {
        throw networkFailure(c.request.path);
      },
    });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(appStarted, scope);
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(shown).toEqual([]);
  });

  it('shows the inactivity screen when the check reports auto-logout', async () => {
    const api = fakeApi({ 'GET /api/me': () => ({ body: authResponseFixture('PER', { AutoLogoutDueToInactivity: true }) }) });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(scope.getState($autoLoggedOut)).toBe(true);
    expect(scope.getState($authenticated)).toBe(false);
  });

  it('sends the company remembered in session storage', async () => {
    sessionStorage.setItem('FtgId', '2002');
    sessionStorage.setItem('SalaryYear', '2024');
    const api = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: 'x' } }) });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    const sent = api.callsTo('GET /api/me')[0]!.context;
    expect(sent.companyId).toBe('2002');
    expect(sent.salaryYear).toBe(2024);
  });
});

describe('salary year', () => {
  it('defaults to the latest year not later than the current year', async () => {
    const api = fakeApi({ 'GET /api/me': () => ({ body: authResponseFixture('FTG') }), 'GET /api/portalInfo': portalInfo });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(scope.getState($salaryYear)).toBe(2026);
  });
  it('keeps a chosen year and remembers it in session storage', async () => {
    const api = fakeApi({ 'GET /api/me': () => ({ body: authResponseFixture('FTG') }), 'GET /api/portalInfo': portalInfo });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    await settle(salaryYearChosen, scope, 2023);
    expect(scope.getState($salaryYear)).toBe(2023);
    expect(sessionStorage.getItem('SalaryYear')).toBe('2023');
  });
  it('opening the picker re-reads the years (GET /salaryyears): a portal left open over New Year offers the new year', async () => {
    const years = [2025, 2026];
    const api = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('FTG', { SalaryYears: [2025, 2026] }) }),
      'GET /api/portalInfo': portalInfo,
      'GET /api/salaryyears': () => ({ body: years }),
    });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    years.push(2027);
    await settle(salaryYearPickerOpened, scope);
    expect(api.callsTo('GET /api/salaryyears')).toHaveLength(1);
    expect(scope.getState($salaryYears)).toEqual([2025, 2026, 2027]);
    expect(scope.getState($salaryYear)).toBe(2026);
  });
});

describe('login', () => {
  it('signs in and remembers the login name and method', async () => {
    const api = fakeApi({ 'POST /api/authenticate': () => ({ body: authResponseFixture('PER') }), 'GET /api/portalInfo': portalInfo });
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'per@demo.se', Password: 'demo1234' });
    expect(scope.getState($account)?.Roll).toBe('PER');
    expect(localStorage.getItem('Login')).toBe('per@demo.se');
    expect(localStorage.getItem('LoginMethod')).toBe('PASSWORD');
    expect(scope.getState($rememberedLogin)).toBe('per@demo.se');
    expect(api.callsTo('POST /api/authenticate')[0]!.request.body).toEqual({ Login: 'per@demo.se', Password: 'demo1234' });
  });

  it('keeps the server message of a wrong password for the form, without a snackbar', async () => {
    const api = fakeApi({ 'POST /api/authenticate': () => ({ status: 401, body: { dvCode: 40100, message: 'Fel lösenord.' } }) });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(loginSubmitted, scope, { Login: 'per@demo.se', Password: 'wrongpass' });
    expect(scope.getState($loginError)).toEqual({ dvCode: 40100, message: 'Fel lösenord.', field: undefined });
    expect(scope.getState($authenticated)).toBe(false);
    expect(shown).toEqual([]);
  });

  it('opens the SMS hook point when the account needs SMS verification', async () => {
    const api = fakeApi({ 'POST /api/authenticate': () => ({ body: { requireSMSVerification: true } }) });
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'sms@demo.se', Password: 'demo1234' });
    expect(scope.getState($smsPending)).toEqual({ kind: 'login', Login: 'sms@demo.se', Password: 'demo1234' });
    expect(scope.getState($authenticated)).toBe(false);
  });
});

describe('logout', () => {
  it('clears local state and storage (keeping device preferences and per-user options) and calls /logout', async () => {
    localStorage.setItem('Login', 'ftg@demo.se');
    localStorage.setItem('FavouriteCompanies', '["1001"]');
    localStorage.setItem('DARK_MODE_PREFERENCE', 'dark');
    localStorage.setItem('shiftSwapOptions:ftg', '{"x":1}');
    localStorage.setItem(userOptionsKey('ftg@demo.se', 'ShiftSwap'), '{"x":1}');
    const api = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('FTG') }),
      'GET /api/portalInfo': portalInfo,
      'GET /api/logout': () => ({ body: { ok: true } }),
    });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(sessionStorage.getItem('FtgId')).toBe('1001');
    await settle(logoutClicked, scope);
    expect(scope.getState($authenticated)).toBe(false);
    expect(scope.getState($ftgInfo)).toBeNull();
    expect(scope.getState($selectedCompanyId)).toBeNull();
    expect(api.callsTo('GET /api/logout')).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('shiftSwapOptions:ftg')).toBeNull();
    // a user's own options on this device survive his logout (spec §3: per-user options in local storage)
    expect(localStorage.getItem('UserOptions:ftg@demo.se:ShiftSwap')).toBe('{"x":1}');
    expect(localStorage.getItem('Login')).toBe('ftg@demo.se');
    expect(localStorage.getItem('FavouriteCompanies')).toBe('["1001"]');
    expect(localStorage.getItem('DARK_MODE_PREFERENCE')).toBe('dark');
  });

  it('ends the session involuntarily with the reason’s message', async () => {
    const api = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('FTG') }),
      'GET /api/portalInfo': portalInfo,
      'GET /api/logout': () => ({ body: { ok: true } }),
    });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(appStarted, scope);
    await settle(sessionEndedInvoluntarily, scope, { reason: 'passwordChanged' });
    expect(scope.getState($authenticated)).toBe(false);
    expect(shown.at(-1)?.text).toBe(sv.sessionEnded.passwordChanged);
  });
});

describe('idle timer', () => {
  it('logs out after InactivityTimer minutes without activity and shows the inactivity screen', async () => {
    const api = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('FTG') }),
      'GET /api/portalInfo': portalInfo,
      'GET /api/logout': () => ({ body: { ok: true } }),
    });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    void allSettled(activityTrackingStarted, { scope });
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(scope.getState($authenticated)).toBe(true);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(scope.getState($authenticated)).toBe(false);
    expect(scope.getState($autoLoggedOut)).toBe(true);
  });

  it('activity postpones the logout', async () => {
    const api = fakeApi({ 'GET /api/me': () => ({ body: authResponseFixture('FTG') }), 'GET /api/portalInfo': portalInfo });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    void allSettled(activityTrackingStarted, { scope });
    await vi.advanceTimersByTimeAsync(50 * 60_000);
    void allSettled(userActive, { scope });
    await vi.advanceTimersByTimeAsync(50 * 60_000);
    expect(scope.getState($authenticated)).toBe(true);
  });

  it('never logs out with InactivityTimer 0', async () => {
    const settings = { ...authResponseFixture('FTG').UserAppSettings, InactivityTimer: 0 };
    const api = fakeApi({ 'GET /api/me': () => ({ body: authResponseFixture('FTG', { UserAppSettings: settings }) }), 'GET /api/portalInfo': portalInfo });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    void allSettled(activityTrackingStarted, { scope });
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(scope.getState($authenticated)).toBe(true);
  });
});
