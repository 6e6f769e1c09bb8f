// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStarted, logoutClicked } from '../../src/session/model';
import { $drawerMini, DRAWER_MINI_KEY, drawerMiniToggled } from '../../src/shell/drawer/model';
import { LEGACY_PORTAL_UNTIL, legacyPortalLinkShown } from '../../src/shell/drawer/legacy-portal';
import { fakeApi } from '../../src/testing';
import { scopeWith, settle } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

describe('the drawer', () => {
  const api = fakeApi({
    'GET /api/me': () => ({ status: 401, body: { dvCode: 40101, message: '' } }),
    'GET /api/logout': () => ({ body: { ok: true } }),
  });

  it('a folded drawer stays folded on the next start; logout forgets it (issue 13)', async () => {
    const scope = scopeWith(api);
    await settle(drawerMiniToggled, scope);
    expect(localStorage.getItem(DRAWER_MINI_KEY)).toBe('1');
    const next = scopeWith(api);
    await settle(appStarted, next);
    expect(next.getState($drawerMini)).toBe(true);
    await settle(drawerMiniToggled, next);
    expect(localStorage.getItem(DRAWER_MINI_KEY)).toBeNull();
    await settle(drawerMiniToggled, next);
    await settle(logoutClicked, next);
    expect(next.getState($drawerMini)).toBe(false);
    expect(localStorage.getItem(DRAWER_MINI_KEY)).toBeNull();
  });

  it('links the earlier portal only while one is configured and until 2021-12-31 (spec §9)', () => {
    expect(LEGACY_PORTAL_UNTIL).toBe('2021-12-31');
    expect(legacyPortalLinkShown('https://old.example.se', '2021-12-31')).toBe(true);
    expect(legacyPortalLinkShown('https://old.example.se', '2022-01-01')).toBe(false);
    expect(legacyPortalLinkShown(null, '2021-06-01')).toBe(false);
  });
});
