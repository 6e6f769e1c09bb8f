import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBus } from '../../src/host/push/bus';
import { type PushClient, PushHub } from '../../src/host/push/hub';
import type { SessionStore } from '../../src/host/auth/session-store';
import { DIALECTS, signIn, startTestServer, type TestServer } from '../support/test-server';
import { listen, openSocket, settle } from './socket-client';

/** a socket that records what it is sent */
function fakeSocket() {
  const sent: { event: string; resource?: string }[] = [];
  const ws = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    send: (text: string) => sent.push(JSON.parse(text)),
    ping: () => undefined,
    close: () => undefined,
    terminate: () => undefined,
  });
  return { ws, sent };
}
const sessions = { listen: () => undefined, forgetEnded: () => undefined, state: async () => 'ok' } as unknown as SessionStore;
const client = (socket: ReturnType<typeof fakeSocket>['ws'], ftgId: string, login = 'lss@demo.se'): PushClient =>
  ({ socket, login, ftgId, tokenHash: `h-${login}` }) as unknown as PushClient;

// What a page read before its socket listened may have missed an event. Before, every socket that opened made the
// client ask again for every list it had loaded (each page load asked them twice); now the hub sends the events of the
// window again, and only when it no longer keeps them all says `push-resync`.
describe('push hub: the events a socket missed before it opened', () => {
  let now = 1_000_000;
  const hub = () => new PushHub(new LocalBus(), sessions, { now: () => now, sweepMs: 3_600_000, replayMs: 120_000 });

  it('sends again the events of its company delivered within the window, after the build id', async () => {
    const h = hub();
    await settle();
    now += 60_000;
    await h.publish({ ftgId: '1001' }, { event: 'resource-updated', resource: 'perlista' });
    await h.publish({ ftgId: '1002' }, { event: 'resource-updated', resource: 'other-company' });
    await h.publish({ ftgId: '1001', login: 'someone@else.se' }, { event: 'new-unread-message' });
    await settle();
    now += 10_000;
    const s = fakeSocket();
    h.add(client(s.ws, '1001'), 'b1', 20_000);
    expect(s.sent).toEqual([
      { event: 'app-version-updated', payload: { buildId: 'b1' } },
      { event: 'resource-updated', resource: 'perlista' },
    ]);
    await h.shutdown();
  });

  it('sends nothing older than the window (with five seconds of slack), and no resync', async () => {
    const h = hub();
    await settle();
    now += 60_000;
    await h.publish({ ftgId: '1001' }, { event: 'resource-updated', resource: 'old' });
    await settle();
    now += 30_000;
    const s = fakeSocket();
    h.add(client(s.ws, '1001'), 'b1', 20_000);
    expect(s.sent.map((f) => f.event)).toEqual(['app-version-updated']);
    await h.shutdown();
  });

  it('says push-resync when the window reaches before what it keeps (its start, or events it let go)', async () => {
    const h = hub();
    await settle();
    now += 3_000;
    const early = fakeSocket();
    h.add(client(early.ws, '1001'), 'b1', 10_000);
    expect(early.sent.map((f) => f.event)).toEqual(['app-version-updated', 'push-resync']);

    now += 60_000;
    await h.publish({ ftgId: '1001' }, { event: 'resource-updated', resource: 'gone' });
    await settle();
    now += 200_000;
    await h.publish({ ftgId: '1001' }, { event: 'resource-updated', resource: 'kept' });
    await settle();
    const late = fakeSocket();
    // 'gone' was let go to keep 'kept' within the window: a window reaching before it cannot be replayed
    h.add(client(late.ws, '1001'), 'b1', 205_000);
    expect(late.sent.map((f) => f.event)).toEqual(['app-version-updated', 'push-resync']);
    const recent = fakeSocket();
    h.add(client(recent.ws, '1001'), 'b1', 10_000);
    expect(recent.sent.map((f) => f.resource ?? f.event)).toEqual(['app-version-updated', 'kept']);
    await h.shutdown();
  });

  it('an older client that does not say what it missed hears only the build id (it resyncs by itself)', async () => {
    const h = hub();
    await settle();
    now += 60_000;
    await h.publish({ ftgId: '1001' }, { event: 'resource-updated', resource: 'perlista' });
    await settle();
    const s = fakeSocket();
    h.add(client(s.ws, '1001'), 'b1');
    expect(s.sent.map((f) => f.event)).toEqual(['app-version-updated']);
    await h.shutdown();
  });
});

describe.each(DIALECTS)('push socket: ?missed= (%s)', (dialect) => {
  let server: TestServer;
  let address: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    address = await listen(server);
  });
  afterAll(() => server.close());

  it('a socket asking for more than the hub keeps hears push-resync; a bad value is ignored', async () => {
    const cookie = await signIn(server, 'lss@demo.se');
    const far = await openSocket(address, { cookie, missed: '86400000' });
    expect(await far.next('push-resync')).toEqual({ event: 'push-resync' });
    const bad = await openSocket(address, { cookie, missed: 'x' });
    await bad.next('app-version-updated');
    await settle();
    expect(bad.frames.map((f) => f.event)).not.toContain('push-resync');
    far.close();
    bad.close();
  });
});
