// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $showAutoCalc, $showKonterat, parseTimeReportOptions, showKonteratToggled } from '../../src/filters';
import { appStarted, logoutClicked } from '../../src/session';
import { authResponseFixture, fakeApi, portalInfoFixture } from '../../src/testing';
import { scopeWith, settle } from './helpers';

/** Spec §3: the time report options are kept per user in local storage. */
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

function api(login: string) {
  const auth = authResponseFixture('FTG');
  return fakeApi({
    'GET /api/me': () => ({ body: { ...auth, UserAccount: { ...auth.UserAccount, Login: login } } }),
    'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
    'GET /api/logout': () => ({ body: { ok: true } }),
  });
}

describe('time report options per user', () => {
  it('are written when toggled, survive a logout and come back at the next sign-in', async () => {
    const first = scopeWith(api('ftg@demo.se'));
    await settle(appStarted, first);
    expect(first.getState($showKonterat)).toBe(false);
    await settle(showKonteratToggled, first, true);
    expect(JSON.parse(localStorage.getItem('UserOptions:ftg@demo.se:TimeReport') ?? '{}')).toEqual({ showAutoCalc: true, showKonterat: true });
    await settle(logoutClicked, first);
    expect(first.getState($showKonterat)).toBe(false);

    const again = scopeWith(api('ftg@demo.se'));
    await settle(appStarted, again);
    expect(again.getState($showKonterat)).toBe(true);
    expect(again.getState($showAutoCalc)).toBe(true);
  });

  it('are another user’s own: his colleague on the same browser starts from the defaults', async () => {
    localStorage.setItem('UserOptions:ftg@demo.se:TimeReport', JSON.stringify({ showAutoCalc: false, showKonterat: true }));
    const other = scopeWith(api('adm@demo.se'));
    await settle(appStarted, other);
    expect(other.getState($showKonterat)).toBe(false);
    expect(other.getState($showAutoCalc)).toBe(true);
  });

  it('ignore a damaged or foreign value', () => {
    expect(parseTimeReportOptions('{not json')).toEqual({});
    expect(parseTimeReportOptions('{"showAutoCalc":"yes","showKonterat":false}')).toEqual({ showKonterat: false });
    expect(parseTimeReportOptions(null)).toEqual({});
  });
});
