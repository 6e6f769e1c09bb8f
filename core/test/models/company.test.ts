// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $arrangedCompanies,
  $canSwitchCompany,
  $companyDialogOpen,
  $companySearchVisible,
  $favouriteCompanies,
  arrangeCompanies,
  companyDialogOpened,
  companySearchChanged,
  favouriteToggled,
} from '../../src/company';
import { $selectedEmployee, employeeSelected } from '../../src/filters';
import {
  $companySelectError,
  $ftgInfo,
  $salaryYear,
  $smsPending,
  appStarted,
  canSwitchCompany,
  companyChosen,
  companySelectionSkipped,
  defaultSalaryYear,
  loginSubmitted,
} from '../../src/session';
import { authResponseFixture, companyFixture, employeeFixture, fakeApi, ftgInfoFixture, portalInfoFixture } from '../../src/testing';
import { scopeWith, settle } from './helpers';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('company selection skip rules (spec §4)', () => {
  it.each([
    ['PER', 1, true],
    ['AVD', 1, true],
    ['LSS', 2, true],
    ['BRU', 1, true],
    ['FTG', 1, true],
    ['FTG', 3, false],
    ['LIC', 1, false],
    ['ADM', 40, false],
  ] as const)('%s with %i companies skipped: %s', (role, count, skipped) => {
    expect(companySelectionSkipped(role, count)).toBe(skipped);
  });
  it.each([
    ['LIC', 1, true],
    ['ADM', 1, true],
    ['FTG', 3, true],
    ['FTG', 1, false],
    ['PER', 1, false],
    ['AVD', 2, true],
  ] as const)('%s with %i companies may switch: %s', (role, count, allowed) => {
    expect(canSwitchCompany(role, count)).toBe(allowed);
  });
});

describe('salary-year default (spec §4)', () => {
  const today = new Date('2026-11-21');
  it('is the latest year not later than the current year', () => {
    expect(defaultSalaryYear([2019, 2020, 2026, 2027], today)).toBe(2026);
    expect(defaultSalaryYear([2027, 2019, 2024], today)).toBe(2024);
  });
  it('is the first year when all are later', () => {
    expect(defaultSalaryYear([2028, 2027], today)).toBe(2027);
  });
  it('is null without years', () => {
    expect(defaultSalaryYear([], today)).toBeNull();
  });
});

describe('arranging the company list', () => {
  const list = [
    companyFixture('1', 'Östra Vård AB'),
    companyFixture('2', 'Bageriet Kanelbullen HB', { Orgnr: '9697451236' }),
    companyFixture('3', 'Arkiverat AB', { Archived: true }),
    companyFixture('4', 'Åkeri Nord AB'),
    companyFixture('5', 'Zeta Konsult AB'),
    companyFixture('6', 'Äppelgården AB'),
  ];
  it('hides archived, puts favourites first, sorts each part by Swedish name order', () => {
    const r = arrangeCompanies(list, ['5', '1']);
    expect(r.favourites.map((c) => c.Namn)).toEqual(['Zeta Konsult AB', 'Östra Vård AB']);
    expect(r.others.map((c) => c.Namn)).toEqual(['Bageriet Kanelbullen HB', 'Åkeri Nord AB', 'Äppelgården AB']);
  });
  it('searches by name and by organisation number with or without hyphen', () => {
    expect(arrangeCompanies(list, [], 'kanel').others.map((c) => c.FtgId)).toEqual(['2']);
    expect(arrangeCompanies(list, [], '969745-1236').others.map((c) => c.FtgId)).toEqual(['2']);
    expect(arrangeCompanies(list, [], 'arkiverat').others).toEqual([]);
  });
});

describe('company dialog in a Scope', () => {
  const many = Array.from({ length: 12 }, (_, i) => companyFixture(String(2000 + i), `Företag ${String.fromCharCode(76 - i)} AB`));
  const adminLogin = (extra: Parameters<typeof fakeApi>[0] = {}) =>
    fakeApi({
      'POST /api/authenticate': () => ({ body: authResponseFixture('LIC', { FtgInfo: null, SalaryYears: [], account: { FtgIdAccessList: [] } }) }),
      'GET /api/companyList': () => ({ body: many }),
      'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
      'GET /api/companyInfo/2003': () => ({ body: ftgInfoFixture({ FtgId: '2003' }) }),
      'GET /api/companyInfo/2005': () => ({ body: ftgInfoFixture({ FtgId: '2005' }) }),
      ...extra,
    });

  it('opens after login without a company, loads the list and shows the search at 10 or more', async () => {
    const api = adminLogin();
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'lic@demo.se', Password: 'demo1234' });
    expect(scope.getState($companyDialogOpen)).toBe(true);
    expect(scope.getState($companySearchVisible)).toBe(true);
    expect(scope.getState($canSwitchCompany)).toBe(true);
    await settle(companySearchChanged, scope, 'företag l');
    expect(scope.getState($arrangedCompanies).others.map((c) => c.FtgId)).toEqual(['2000']);
  });

  it('does not open when the server auto-selected the company', async () => {
    const api = fakeApi({
      'POST /api/authenticate': () => ({ body: authResponseFixture('PER') }),
      'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
    });
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'per@demo.se', Password: 'demo1234' });
    expect(scope.getState($companyDialogOpen)).toBe(false);
    expect(scope.getState($canSwitchCompany)).toBe(false);
    expect(api.callsTo('GET /api/companyList')).toHaveLength(0);
  });

  it('choosing a company stores it in the session, closes the dialog and resets the selected employee', async () => {
    const chosen = ftgInfoFixture({ FtgId: '2003', Namn: 'Företag I AB' });
    const api = adminLogin({
      'PATCH /api/me/updateSessionUserAccount': (c) => ({
        body: authResponseFixture('LIC', { FtgInfo: { ...chosen, FtgId: (c.request.body as { FtgId: string }).FtgId }, SessionSalaryYear: 2025 }),
      }),
    });
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'lic@demo.se', Password: 'demo1234' });
    await settle(employeeSelected, scope, employeeFixture('7'));
    await settle(companyChosen, scope, '2003');
    expect(api.callsTo('PATCH /api/me/updateSessionUserAccount')[0]!.request.body).toEqual({ FtgId: '2003' });
    expect(scope.getState($ftgInfo)?.FtgId).toBe('2003');
    expect(scope.getState($salaryYear)).toBe(2025);
    expect(scope.getState($companyDialogOpen)).toBe(false);
    expect(scope.getState($selectedEmployee)).toBeNull();
    expect(sessionStorage.getItem('FtgId')).toBe('2003');
  });

  it('a company that requires SMS verification opens the SMS step before any switch is tried (GET /companyInfo, spec §7)', async () => {
    const api = adminLogin({
      'GET /api/companyInfo/2005': () => ({ body: ftgInfoFixture({ FtgId: '2005', requireSMSVerification: true }) }),
    });
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'lic@demo.se', Password: 'demo1234' });
    await settle(companyChosen, scope, '2005');
    expect(api.callsTo('GET /api/companyInfo/2005')).toHaveLength(1);
    expect(scope.getState($smsPending)).toEqual({ kind: 'company', FtgId: '2005' });
    expect(api.callsTo('PATCH /api/me/updateSessionUserAccount')).toHaveLength(0);
    expect(scope.getState($ftgInfo)).toBeNull();
  });

  it('a company that began to require SMS after it was read still raises the SMS step from the server’s refusal', async () => {
    const api = adminLogin({
      'PATCH /api/me/updateSessionUserAccount': () => ({ status: 403, body: { dvCode: 40320, message: 'Företaget kräver SMS-verifiering.' } }),
    });
    const scope = scopeWith(api);
    await settle(loginSubmitted, scope, { Login: 'lic@demo.se', Password: 'demo1234' });
    await settle(companyChosen, scope, '2005');
    expect(scope.getState($smsPending)).toEqual({ kind: 'company', FtgId: '2005' });
    expect(scope.getState($companySelectError)).toBe('Företaget kräver SMS-verifiering.');
    expect(scope.getState($ftgInfo)).toBeNull();
  });

  it('the switcher reopens the dialog for those who may switch', async () => {
    const api = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('ADM') }),
      'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
      'GET /api/companyList': () => ({ body: many }),
    });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(scope.getState($companyDialogOpen)).toBe(false);
    await settle(companyDialogOpened, scope);
    expect(scope.getState($companyDialogOpen)).toBe(true);
    expect(api.callsTo('GET /api/companyList')).toHaveLength(1);
  });

  it('favourite stars are kept in local storage and read back on start', async () => {
    const api = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: '' } }) });
    const scope = scopeWith(api);
    await settle(favouriteToggled, scope, '2001');
    await settle(favouriteToggled, scope, '2004');
    await settle(favouriteToggled, scope, '2001');
    expect(localStorage.getItem('FavouriteCompanies')).toBe('["2004"]');
    const next = scopeWith(api);
    await settle(appStarted, next);
    expect(next.getState($favouriteCompanies)).toEqual(['2004']);
  });

  it('moves favourites kept under the earlier key FavoriteCompanies to the spec’s FavouriteCompanies (issue 13)', async () => {
    localStorage.removeItem('FavouriteCompanies');
    localStorage.setItem('FavoriteCompanies', '["1001"]');
    const api = fakeApi({ 'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: '' } }) });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(scope.getState($favouriteCompanies)).toEqual(['1001']);
    expect(localStorage.getItem('FavouriteCompanies')).toBe('["1001"]');
    expect(localStorage.getItem('FavoriteCompanies')).toBeNull();
  });
});
