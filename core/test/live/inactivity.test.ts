// @vitest-environment happy-dom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessages } from '../../src/i18n/runtime';
import { lists } from '../../src/cache/shell-lists';
import { $authenticated, $autoLoggedOut, $sessionChecked, activityTrackingStarted, appStarted, inactivityScreenClosed } from '../../src/session';
import sv from '../../src/shell/i18n/sv';
import { authResponseFixture, fakeApi, portalInfoFixture } from '../../src/testing';
import { recordSnackbars, scopeWith, settle } from '../models/helpers';

addMessages('shell', 'sv', sv);
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') });
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const idle = { status: 401, body: { dvCode: 40102, message: 'Du har loggats ut eftersom du varit inaktiv för länge.' } };
const base = {
  'GET /api/me': () => ({ body: authResponseFixture('FTG') }),
  'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
  'GET /api/logout': () => ({ body: { ok: true } }),
  'POST /api/logout/inactivity': () => ({ body: { ok: true } }),
  'DELETE /api/logout/inactivity': () => ({ body: { ok: true } }),
};

describe('inactivity across reloads', () => {
  it('a reload after an idle sign-out shows the inactivity screen (/me answers 40102), without a snackbar', async () => {
    const api = fakeApi({ ...base, 'GET /api/me': () => idle });
    const scope = scopeWith(api);
    const shown = recordSnackbars(scope);
    await settle(appStarted, scope);
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(scope.getState($autoLoggedOut)).toBe(true);
    expect(shown).toEqual([]);
  });

  it('the idle timer tells the server, so a reload shows the same screen', async () => {
    const api = fakeApi(base);
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    void allSettled(activityTrackingStarted, { scope });
    await vi.advanceTimersByTimeAsync(61 * 60_000);
    expect(scope.getState($autoLoggedOut)).toBe(true);
    expect(api.callsTo('POST /api/logout/inactivity')).toHaveLength(1);
  });

  it('a call answered 40102 while signed in shows the inactivity screen instead of an error snackbar', async () => {
    const api = fakeApi({ ...base, 'GET /api/tidkoder': () => idle });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    const shown = recordSnackbars(scope);
    await settle(lists.timeCodes.needed, scope, undefined as never);
    expect(scope.getState($authenticated)).toBe(false);
    expect(scope.getState($autoLoggedOut)).toBe(true);
    expect(shown).toEqual([]);
  });

  it('closing the screen removes the marker', async () => {
    const api = fakeApi({ ...base, 'GET /api/me': () => idle });
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    await settle(inactivityScreenClosed, scope);
    expect(scope.getState($autoLoggedOut)).toBe(false);
    expect(api.callsTo('DELETE /api/logout/inactivity')).toHaveLength(1);
  });
});
