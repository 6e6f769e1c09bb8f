import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../src/plugin';
import { createPortalModel } from '../../src/portal';
import { corePushHandlers } from '../../src/push/core-handlers';
import { pushFrameReceived } from '../../src/push/events';
import { appStarted } from '../../src/session';
import { authResponseFixture, fakeApi, ftgInfoFixture, portalInfoFixture } from '../../src/testing';
import { scopeWith, settle } from './helpers';
import { blankPage } from '../fixtures/plugins';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') }));
afterEach(() => vi.useRealTimers());

const time = definePlugin({
  id: 'time',
  version: '1.0.0',
  core: '^1.0.0',
  title: 'time.title',
  routes: [{ name: 'Stamplingar', path: '/stamplingar', access: { portal: 'EnableStamplingar' }, page: blankPage }],
  drawerGroups: [{ id: 'time', label: 'time.groups.time', order: 0 }],
  drawer: [{ route: 'Stamplingar', label: 'time.nav', group: 'time' }],
});

describe('the company’s portal settings changed by an administrator', () => {
  it('a pushed change makes the portal read PortalInfo again: the drawer follows without a reload', async () => {
    let punches = false;
    const api = fakeApi({
      'GET /api/me': () => ({ body: authResponseFixture('ADM', { FtgInfo: ftgInfoFixture({ FtgId: '1001' }) }) }),
      'GET /api/portalInfo': () => ({ body: portalInfoFixture({ EnableStamplingar: punches }) }),
      'GET /api/companyplugins': () => ({ body: [] }),
    });
    expect(corePushHandlers.portalInfoChanged).toBeDefined();
    const model = createPortalModel([time]);
    const scope = scopeWith(api);
    await settle(appStarted, scope);
    const routes = () => scope.getState(model.$drawer).flatMap((g) => g.items.map((i) => i.route));
    expect(routes()).toEqual([]);
    punches = true;
    // another resource's change does not re-read it
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'tidrader' });
    expect(api.callsTo('GET /api/portalInfo')).toHaveLength(1);
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'portalinfo' });
    expect(api.callsTo('GET /api/portalInfo')).toHaveLength(2);
    expect(routes()).toEqual(['Stamplingar']);
  });
});
