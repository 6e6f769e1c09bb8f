import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lists } from '../../src/cache';
import { $selectedCompanyId, companyChanged, logoutClicked } from '../../src/session';
import { fakeApi } from '../../src/testing';
import { scopeWith, settle } from './helpers';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') }));
afterEach(() => vi.useRealTimers());

const codes = (company: string) => [{ TidKod: 'ARB', BenText: `Arbetad tid ${company}`, Enhet: 'h', TidKodGrupp: '' }];

function timeCodeApi() {
  return fakeApi({
    'GET /api/tidkoder': (c) => ({ body: codes(c.context.companyId ?? '') }),
    'GET /api/logout': () => ({ body: { ok: true } }),
  });
}

describe('cached lists', () => {
  it('load only when a page needs them', async () => {
    const api = timeCodeApi();
    scopeWith(api);
    expect(api.calls).toHaveLength(0);
  });

  it('serve a second request from the cache within 15 minutes', async () => {
    const api = timeCodeApi();
    const scope = scopeWith(api, [[$selectedCompanyId, '1001']]);
    await settle(lists.timeCodes.needed, scope);
    vi.setSystemTime(new Date('2026-11-21T10:10:00'));
    await settle(lists.timeCodes.needed, scope);
    expect(api.callsTo('GET /api/tidkoder')).toHaveLength(1);
    expect(scope.getState(lists.timeCodes.$items)?.[0]?.BenText).toBe('Arbetad tid 1001');
  });

  it('forced refresh skips the cache', async () => {
    const api = timeCodeApi();
    const scope = scopeWith(api, [[$selectedCompanyId, '1001']]);
    await settle(lists.timeCodes.needed, scope);
    await settle(lists.timeCodes.refreshed, scope);
    expect(api.callsTo('GET /api/tidkoder')).toHaveLength(2);
  });

  it('are purged on company change: the next need loads the new company’s list', async () => {
    const api = timeCodeApi();
    const scope = scopeWith(api, [[$selectedCompanyId, '1001']]);
    await settle(lists.timeCodes.needed, scope);
    await settle(companyChanged, scope, '2002');
    expect(scope.getState(lists.timeCodes.$items)).toBeNull();
    await settle($selectedCompanyId as never, scope, '2002' as never);
    await settle(lists.timeCodes.needed, scope);
    expect(api.callsTo('GET /api/tidkoder')).toHaveLength(2);
    expect(scope.getState(lists.timeCodes.$items)?.[0]?.BenText).toBe('Arbetad tid 2002');
  });

  it('are purged on logout', async () => {
    const api = timeCodeApi();
    const scope = scopeWith(api, [[$selectedCompanyId, '1001']]);
    await settle(lists.timeCodes.needed, scope);
    await settle(logoutClicked, scope);
    expect(scope.getState(lists.timeCodes.$items)).toBeNull();
  });
});
