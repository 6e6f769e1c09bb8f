// @vitest-environment happy-dom
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $dateFilter,
  $selectedEmployee,
  $showAutoCalc,
  $showInactiveEmployees,
  $showKonterat,
  $staffingCalendarType,
  $staffingHours,
  $calendarDisplayMode,
  dateFilterChanged,
  DEFAULT_FILTERS,
  employeeSelected,
  staffingHoursChanged,
} from '../../src/filters';
import { $locale } from '../../src/i18n/runtime';
import { definePlugin } from '../../src/plugin';
import { createPortal } from '../../src/portal';
import { $userAppSettings, appStarted, companyChanged } from '../../src/session';
import { askConfirmFx, confirmAnswered, $confirm } from '../../src/shell/confirm';
import { languageChosen } from '../../src/shell/language-picker';
import { inactivityChanged, rowsPerPageChanged, settingsPageOpened, settingsSaved } from '../../src/shell/settings/model';
import { validateSignIn } from '../../src/shell/sign-in/model';
import { $theme, themeToggled } from '../../src/theme';
import { authResponseFixture, employeeFixture, fakeApi, portalInfoFixture } from '../../src/testing';
import { scopeWith, settle } from './helpers';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') });
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => vi.useRealTimers());

describe('shared filters (spec §3 defaults)', () => {
  it('start with the spec’s defaults', () => {
    const scope = fork();
    expect(scope.getState($showInactiveEmployees)).toBe(false);
    expect(scope.getState($selectedEmployee)).toBeNull();
    expect(scope.getState($calendarDisplayMode)).toBe('DATE');
    expect(scope.getState($showAutoCalc)).toBe(true);
    expect(scope.getState($showKonterat)).toBe(false);
    expect(scope.getState($staffingCalendarType)).toBe('week');
    expect(scope.getState($staffingHours)).toEqual({ from: 6, to: 18 });
    expect(scope.getState($dateFilter)).toEqual({ From: '', To: '', Locked: false });
    expect(DEFAULT_FILTERS.staffingHours).toEqual({ from: 6, to: 18 });
  });
  it('reset the selected employee on company change', async () => {
    const scope = fork();
    await allSettled(employeeSelected, { scope, params: employeeFixture('12') });
    await allSettled(companyChanged, { scope, params: '2002' });
    expect(scope.getState($selectedEmployee)).toBeNull();
  });
  it('refuse an impossible staffing hour range', async () => {
    const scope = fork();
    await allSettled(staffingHoursChanged, { scope, params: { from: 20, to: 8 } });
    expect(scope.getState($staffingHours)).toEqual({ from: 6, to: 18 });
  });
  it('a locked date filter keeps its period until unlocked', async () => {
    const scope = fork();
    await allSettled(dateFilterChanged, { scope, params: { From: '2026-11-01', To: '2026-11-30', Locked: true } });
    await allSettled(dateFilterChanged, { scope, params: { From: '2026-12-01' } });
    expect(scope.getState($dateFilter).From).toBe('2026-11-01');
    await allSettled(dateFilterChanged, { scope, params: { From: '2026-12-01', Locked: false } });
    expect(scope.getState($dateFilter)).toEqual({ From: '2026-12-01', To: '2026-11-30', Locked: false });
  });
});

describe('sign-in validation (spec §5)', () => {
  it.each([
    ['', 'demo1234', { login: 'loginRequired' }],
    ['   ', 'demo1234', { login: 'loginRequired' }],
    ['x'.repeat(51), 'demo1234', { login: 'loginTooLong' }],
    ['x'.repeat(50), 'demo1234', {}],
    ['per@demo.se', '', { password: 'passwordRequired' }],
    ['per@demo.se', '12345', { password: 'passwordTooShort' }],
    ['per@demo.se', '123456', {}],
  ])('login %j, password %j', (login, password, expected) => {
    expect(validateSignIn(login, password)).toEqual(expected);
  });
});

describe('theme', () => {
  it('before login follows the device preference and sets .dark on <html>', async () => {
    localStorage.setItem('DARK_MODE_PREFERENCE', 'dark');
    const scope = scopeWith(fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: '' } }) }));
    await settle(appStarted, scope);
    expect(scope.getState($theme)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
  it('when signed in follows UserAppSettings.Theme and saves a toggle with PUT /api/userAppSettings', async () => {
    const api = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('FTG') }),
      'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
      'PUT /api/userAppSettings': (c) => ({ body: c.request.body }),
    });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(scope.getState($theme)).toBe('white');
    await settle(themeToggled, scope);
    expect(scope.getState($theme)).toBe('dark');
    expect(api.callsTo('PUT /api/userAppSettings')[0]!.request.body).toMatchObject({ Theme: 'dark', PaginationPerPage: 25, InactivityTimer: 60 });
    expect(scope.getState($userAppSettings).Theme).toBe('dark');
    expect(localStorage.getItem('DARK_MODE_PREFERENCE')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
  it('signed out, a toggle is remembered on the device only', async () => {
    const api = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: '' } }) });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    await settle(themeToggled, scope);
    expect(api.callsTo('PUT /api/userAppSettings')).toHaveLength(0);
    expect(localStorage.getItem('DARK_MODE_PREFERENCE')).toBe('dark');
  });
});

describe('settings page', () => {
  it('saves rows per page and the inactivity timer (0 = never)', async () => {
    const api = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('PER') }),
      'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
      'GET /api/perlista': () => ({ body: [employeeFixture('12')] }),
      'PUT /api/userAppSettings': (c) => ({ body: c.request.body }),
    });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    await settle(settingsPageOpened, scope);
    await settle(rowsPerPageChanged, scope, 50);
    await settle(inactivityChanged, scope, 0);
    await settle(settingsSaved, scope);
    expect(api.callsTo('PUT /api/userAppSettings')[0]!.request.body).toEqual({
      DateFilterPeriodType: 'M',
      InitialDateFilter: 'CURRENT',
      PaginationPerPage: 50,
      InactivityTimer: 0,
      Theme: 'white',
    });
    expect(scope.getState($userAppSettings)).toMatchObject({ PaginationPerPage: 50, InactivityTimer: 0 });
  });
});

describe('language', () => {
  it('tells the server the default language too, on start (issue 22, the first view)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the app writes
    document.cookie = 'lonna_lang=; max-age=0; path=/';
    const api = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: '' } }) });
    await settle(appStarted, scopeWith(api));
    expect(document.cookie).toContain('lonna_lang=sv');
  });

  it('is remembered on the device and restored on start', async () => {
    const api = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: '' } }) });
    const scope = scopeWith(api);
    await settle(languageChosen, scope, 'pl');
    expect(localStorage.getItem('LANGUAGE')).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    // and told to the server, which renders the start page's first view in it (issue 22)
    expect(document.cookie).toContain('lonna_lang=pl');
    const next = scopeWith(api);
    await settle(appStarted, next);
    expect(next.getState($locale)).toBe('pl');
  });
});

describe('confirm dialog model', () => {
  it('answers the asking effect with the button chosen', async () => {
    const scope = fork();
    const asked = allSettled(askConfirmFx, { scope, params: { title: 'Ta bort?', text: 'Raden tas bort.', secondaryLabel: 'Spara utkast' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($confirm)).toMatchObject({ title: 'Ta bort?', secondaryLabel: 'Spara utkast' });
    await allSettled(confirmAnswered, { scope, params: 'secondary' });
    expect(await asked).toEqual({ status: 'done', value: 'secondary' });
    expect(scope.getState($confirm)).toBeNull();
  });
});

describe('createPortal', () => {
  const page = async () => ({ default: () => null });
  it('refuses a duplicate plugin id with a clear error', () => {
    const a = definePlugin({
      id: 'time',
      version: '1.0.0',
      core: '^1.0.0',
      title: 't',
      routes: [{ name: 'A', path: '/a', access: { companySelected: true }, page }],
    });
    const b = definePlugin({
      id: 'time',
      version: '1.0.1',
      core: '^1.0.0',
      title: 't',
      routes: [{ name: 'B', path: '/b', access: { companySelected: true }, page }],
    });
    expect(() => createPortal({ plugins: [a, b] })).toThrow('Two plugins have the id "time".');
  });
  it('refuses a plugin built for another core', () => {
    const p = definePlugin({ id: 'future', version: '3.0.0', core: '^2.0.0', title: 't' });
    expect(() => createPortal({ plugins: [p] })).toThrow('Plugin "future" 3.0.0 needs @lonna/core ^2.0.0, but this portal runs core 1.0.0.');
  });
  it('refuses a plugin that redeclares a shell route', () => {
    const p = definePlugin({
      id: 'settings',
      version: '1.0.0',
      core: '^1.0.0',
      title: 't',
      routes: [{ name: 'UserAppSettings', path: '/x', access: { signedIn: true }, page }],
    });
    expect(() => createPortal({ plugins: [p] })).toThrow(/already declared by "shell"/);
  });
  it('returns a Scope, a Root and the start', () => {
    const portal = createPortal({ plugins: [], forgotPasswordUrl: 'https://example.se/reset' });
    expect(typeof portal.Root).toBe('function');
    expect(typeof portal.started).toBe('function');
    expect(portal.model.allRoutes.map((r) => r.name)).toEqual([
      'UserAppSettings',
      'AppQuestions',
      'AppTerms',
      'AppPolicyAndroid',
      'ResetPassword',
      'AppPolicyIos',
    ]);
  });
});
