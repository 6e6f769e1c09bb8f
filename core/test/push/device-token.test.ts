// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_TOKEN_KEY } from '../../src/push/device-token';
import { appStarted, logoutClicked } from '../../src/session';
import { authResponseFixture, fakeApi, portalInfoFixture } from '../../src/testing';
import { scopeWith, settle } from '../models/helpers';

const app = window as { LonnaApp?: unknown };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  delete app.LonnaApp;
  vi.useRealTimers();
});

const server = () =>
  fakeApi({
    'GET /api/me': () => ({ body: authResponseFixture('PER') }),
    'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
    'GET /api/logout': () => ({ body: { ok: true } }),
    'POST /api/userandroidtoken': () => ({ body: { changed: true } }),
    'POST /api/useriostoken': () => ({ body: { changed: true } }),
  });

describe('the app’s push token (spec §7: sent when it differs from the stored one)', () => {
  it('sends the Android app’s token once, again only when the app hands over a new one', async () => {
    app.LonnaApp = { platform: 'android', pushToken: 'tok-1' };
    const api = server();
    await settle(appStarted, scopeWith(api));
    expect(api.callsTo('POST /api/userandroidtoken').map((c) => c.request.body)).toEqual([{ UserAndroidToken: 'tok-1' }]);
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('android:tok-1');
    await settle(appStarted, scopeWith(api));
    expect(api.callsTo('POST /api/userandroidtoken')).toHaveLength(1);
    app.LonnaApp = { platform: 'android', pushToken: 'tok-2' };
    await settle(appStarted, scopeWith(api));
    expect(api.callsTo('POST /api/userandroidtoken').at(-1)!.request.body).toEqual({ UserAndroidToken: 'tok-2' });
  });

  it('sends the iOS token to its own endpoint; after logout the next sign-in sends it again', async () => {
    app.LonnaApp = { platform: 'ios', pushToken: 'apns-9' };
    const api = server();
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    expect(api.callsTo('POST /api/useriostoken').map((c) => c.request.body)).toEqual([{ UserIOSToken: 'apns-9' }]);
    await settle(logoutClicked, scope);
    expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBeNull();
    await settle(appStarted, scopeWith(api));
    expect(api.callsTo('POST /api/useriostoken')).toHaveLength(2);
    expect(api.callsTo('POST /api/userandroidtoken')).toHaveLength(0);
  });

  it('a browser without the app sends nothing', async () => {
    const api = server();
    await settle(appStarted, scopeWith(api));
    expect(api.calls.filter((c) => /token$/.test(c.request.path))).toEqual([]);
  });
});
