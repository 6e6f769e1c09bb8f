// @vitest-environment happy-dom
import { allSettled, createEvent, createStore, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendFx } from '../../src/api/request';
import { versionUpdated } from '../../src/api/catalogue';
import { createCachedList, freshListCaches } from '../../src/cache/cached-list';
import { shell } from '../../src/contracts/shell';
import { lists } from '../../src/cache/shell-lists';
import { $selectedEmployee, employeeSelected } from '../../src/filters/model';
import { addMessages } from '../../src/i18n/runtime';
import { createPortalModel } from '../../src/portal/model';
import { definePlugin } from '../../src/plugin/define-plugin';
import {
  $pushState,
  $reconnectAttempt,
  closeSocketFx,
  openSocketFx,
  pushFrameReceived,
  pushResynced,
  pushStarted,
  reconnectDelayMs,
  socketClosed,
  socketFrameArrived,
  socketOpened,
  socketUrl,
} from '../../src/push';
import { $authenticated, $autoLoggedOut, appStarted } from '../../src/session';
import { $selectedCompanyId } from '../../src/session/state';
import sv from '../../src/shell/i18n/sv';
import { authResponseFixture, employeeFixture as employee, fakeApi, portalInfoFixture, type FakeRoute } from '../../src/testing';
import { recordSnackbars, settle } from '../models/helpers';

addMessages('shell', 'sv', sv);
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00') });
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

async function signedIn(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/me': () => ({ body: authResponseFixture('FTG') }),
    'GET /api/portalInfo': () => ({ body: portalInfoFixture() }),
    'GET /api/logout': () => ({ body: { ok: true } }),
    'POST /api/logout/inactivity': () => ({ body: { ok: true } }),
    ...routes,
  });
  const opened: { id: number; companyId: string | null; inStepAt: number | null }[] = [];
  const scope = fork({
    handlers: [
      [sendFx, api.handler],
      // a stand-in socket: the test reports its opening and closing
      [openSocketFx, (p: { id: number; companyId: string | null; inStepAt: number | null }) => (opened.push(p), { close: () => undefined })],
      [closeSocketFx, () => undefined],
    ],
    values: freshListCaches() as never,
  });
  await settle(appStarted, scope);
  return { api, scope, opened };
}

describe('push socket: connect and reconnect with back-off', () => {
  it('opens for the selected company once the shell starts it', async () => {
    const { scope, opened } = await signedIn();
    expect(opened).toEqual([]);
    await allSettled(pushStarted, { scope });
    expect(opened).toEqual([{ id: 1, companyId: '1001', inStepAt: 0 }]);
    await allSettled(socketOpened, { scope, params: { id: 1 } });
    expect(scope.getState($pushState)).toBe('open');
  });

  it('waits 1 s, 2 s, 4 s … (at most 30 s) between attempts, and starts over once open', async () => {
    const { scope, opened } = await signedIn();
    await allSettled(pushStarted, { scope });
    await allSettled(socketOpened, { scope, params: { id: 1 } });

    void allSettled(socketClosed, { scope, params: { id: 1, code: 1006 } });
    expect(scope.getState($pushState)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(2);

    void allSettled(socketClosed, { scope, params: { id: 2, code: 1006 } });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(3);
    expect(scope.getState($reconnectAttempt)).toBe(2);

    void allSettled(socketClosed, { scope, params: { id: 3, code: 1006 } });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(opened).toHaveLength(4);
    await allSettled(socketOpened, { scope, params: { id: 4 } });
    expect(scope.getState($reconnectAttempt)).toBe(0);

    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('does not reconnect after the server ended the session (4001), nor after logout', async () => {
    const { scope, opened } = await signedIn();
    await allSettled(pushStarted, { scope });
    await allSettled(socketClosed, { scope, params: { id: 1, code: 4001 } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opened).toHaveLength(1);
    expect(scope.getState($pushState)).toBe('off');
  });

  it('ignores the close of a socket it already replaced (company switch)', async () => {
    const { scope, opened } = await signedIn();
    await allSettled(pushStarted, { scope });
    await allSettled(pushStarted, { scope });
    expect(opened.map((o) => o.id)).toEqual([1, 2]);
    await allSettled(socketOpened, { scope, params: { id: 2 } });
    await allSettled(socketClosed, { scope, params: { id: 1, code: 1000 } });
    expect(scope.getState($pushState)).toBe('open');
  });

  // what the start read before the socket listened may have missed an event: the server sends it again (`missed`), and
  // only when it no longer keeps them all does it say `push-resync` — before, every socket that opened resynced, so
  // every page load asked each of its lists twice
  it('asks again for what is shown only when the server says push-resync, not whenever a socket opens', async () => {
    const { scope } = await signedIn();
    const resyncs: number[] = [];
    const frames: string[] = [];
    createWatch({ unit: pushResynced, scope, fn: () => resyncs.push(1) });
    createWatch({ unit: pushFrameReceived, scope, fn: (f) => frames.push(f.event) });
    await allSettled(pushStarted, { scope });
    await allSettled(socketOpened, { scope, params: { id: 1 } });
    expect(resyncs).toHaveLength(0);
    await allSettled(socketFrameArrived, { scope, params: { id: 1, frame: { event: 'push-resync' } } });
    expect(resyncs).toHaveLength(1);
    // the resync is the model's own business, not a plugin handler's
    expect(frames).toEqual([]);
  });

  it('each socket asks for the events since the page was last in step: its start, the last socket that opened, or a switch', async () => {
    const { scope, opened } = await signedIn();
    await allSettled(pushStarted, { scope });
    expect(opened[0]!.inStepAt).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    const openedAt = performance.now();
    await allSettled(socketOpened, { scope, params: { id: 1 } });
    // lost: a socket can die silently (a laptop asleep), so the page counts from when it last opened, not from the loss
    await vi.advanceTimersByTimeAsync(60_000);
    void allSettled(socketClosed, { scope, params: { id: 1, code: 1006 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(opened).toHaveLength(2);
    expect(opened[1]!.inStepAt).toBe(openedAt);
    // a company switch reloads what is shown: in step from now
    await allSettled($selectedCompanyId, { scope, params: '1002' });
    expect(opened.at(-1)).toMatchObject({ companyId: '1002', inStepAt: null });
  });

  it('a socket that cannot be made is retried like a lost one', async () => {
    let attempts = 0;
    const scope = fork({
      handlers: [
        [
          sendFx,
          fakeApi({ 'GET /api/me': () => ({ body: authResponseFixture('FTG') }), 'GET /api/portalInfo': () => ({ body: portalInfoFixture() }) }).handler,
        ],
        [
          openSocketFx,
          () => {
            attempts++;
            throw new Error('SecurityError');
          },
        ],
        [closeSocketFx, () => undefined],
      ],
      values: freshListCaches() as never,
    });
    await settle(appStarted, scope);
    // the retry's timer would keep allSettled waiting: let it run under the fake clock
    void allSettled(pushStarted, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($pushState)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toBe(2);
  });

  it('builds the socket address for http and https', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:8080' }, '1001')).toBe('ws://localhost:8080/api/ws?company=1001');
    expect(socketUrl({ protocol: 'https:', host: 'lonna.se' }, null)).toBe('wss://lonna.se/api/ws');
    expect(socketUrl({ protocol: 'https:', host: 'lonna.se' }, '1001', 1234.6)).toBe('wss://lonna.se/api/ws?company=1001&missed=1235');
    expect(socketUrl({ protocol: 'https:', host: 'lonna.se' }, null, 0)).toBe('wss://lonna.se/api/ws?missed=0');
  });
});

describe('push events: the core handlers', () => {
  it('a session-ended frame shows the reason and signs out', async () => {
    const { scope } = await signedIn();
    const shown = recordSnackbars(scope);
    await settle(pushFrameReceived, scope, { event: 'session-ended', payload: { reason: 'passwordChanged' } });
    expect(scope.getState($authenticated)).toBe(false);
    expect(shown.at(-1)?.text).toBe(sv.sessionEnded.passwordChanged);
  });

  it('an inactivity end shows the inactivity screen; an unknown reason is ignored', async () => {
    const { scope } = await signedIn();
    await settle(pushFrameReceived, scope, { event: 'session-ended', payload: { reason: 'somethingElse' } });
    expect(scope.getState($authenticated)).toBe(true);
    await settle(pushFrameReceived, scope, { event: 'session-ended', payload: { reason: 'inactivity' } });
    expect(scope.getState($autoLoggedOut)).toBe(true);
  });

  it("a pushed build id that differs from the page's raises the version update", async () => {
    const { scope } = await signedIn();
    const seen: string[] = [];
    createWatch({ unit: versionUpdated, scope, fn: (id) => seen.push(id) });
    await settle(pushFrameReceived, scope, { event: 'app-version-updated', payload: { buildId: 'test-build' } });
    expect(seen).toEqual([]);
    await settle(pushFrameReceived, scope, { event: 'app-version-updated', payload: { buildId: 'build-2' } });
    expect(seen).toEqual(['build-2']);
  });

  it('resource-updated reloads that list past its cache when it is loaded, and only that one', async () => {
    let tidkoder = 0;
    const { scope, api } = await signedIn({
      'GET /api/tidkoder': () => ({ body: [{ TidKod: String(++tidkoder), BenText: 'Arbetstid', Enhet: 'H', TidKodGrupp: '' }] }),
    });
    await settle(lists.timeCodes.needed, scope, undefined as never);
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'lonkoder' });
    expect(api.callsTo('GET /api/LonKoder')).toHaveLength(0);
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'tidkoder' });
    expect(api.callsTo('GET /api/tidkoder')).toHaveLength(2);
    expect((scope.getState(lists.timeCodes.$items) as { TidKod: string }[])[0]!.TidKod).toBe('2');
  });

  it('a list made after start (a lazy list on first use, a plugin’s own) follows resource-updated and a resync too', async () => {
    let codes = 0;
    const late = createCachedList({ name: 'lists.latecodes', endpoint: { ...shell.tidkoder, id: 'late.codes' } });
    const { scope, api } = await signedIn({
      'GET /api/tidkoder': () => ({ body: [{ TidKod: String(++codes), BenText: 'Arbetstid', Enhet: 'H', TidKodGrupp: '' }] }),
    });
    await settle(late.needed, scope, undefined as never);
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'latecodes' });
    expect(api.callsTo('GET /api/tidkoder')).toHaveLength(2);
    await settle(pushResynced, scope);
    expect(api.callsTo('GET /api/tidkoder')).toHaveLength(3);
  });

  it('employee numbers changed: the register reloads and a selected employee that vanished is cleared', async () => {
    let register = [employee('10'), employee('11')];
    const { scope } = await signedIn({ 'GET /api/perlista': () => ({ body: register }) });
    await settle(lists.employees.needed, scope, { query: { Locked: 'false' } } as never);
    await settle(employeeSelected, scope, register[1] as never);
    register = [employee('10'), employee('12')];
    await settle(pushFrameReceived, scope, { event: 'employee-numbers-changed' });
    expect((scope.getState(lists.employees.$items) as { AnstNr: string }[]).map((e) => e.AnstNr)).toEqual(['10', '12']);
    expect(scope.getState($selectedEmployee)).toBeNull();
  });

  it("reaches the plugins' push handlers through the portal registry", async () => {
    const rowsChanged = createEvent<unknown>();
    const $hits = createStore(0).on(rowsChanged, (n) => n + 1);
    const plugin = definePlugin({
      id: 'rows',
      version: '1.0.0',
      core: '^1.0.0',
      title: 'rows',
      push: [{ event: 'resource-updated', resource: 'tidrader', target: rowsChanged }],
    });
    createPortalModel([plugin]);
    const { scope } = await signedIn();
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'tidrader' });
    await settle(pushFrameReceived, scope, { event: 'resource-updated', resource: 'perlista' });
    expect(scope.getState($hits)).toBe(1);
  });
});
