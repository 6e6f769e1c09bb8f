import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { delay } from 'patronum/delay';
import { connectivityChanged } from '../api/network-state';
import { PUSH_CLOSE, PushFrameModel, type PushFrame } from '../contracts/live';
import { loggedOut } from '../session/model';
import { $authenticated, $selectedCompanyId } from '../session/state';
import { reconnectDelayMs, socketUrl } from './backoff';
import { pushFrameReceived } from './events';

export { pushFrameReceived };

/** What the model needs of a socket (tests hand in a stand-in). */
export interface SocketLike {
  close(code?: number): void;
}

export type PushState = 'off' | 'connecting' | 'open' | 'waiting';

/** the signed-in shell is on screen: keep a socket open */
export const pushStarted = createEvent();
/** the shell left the screen */
export const pushStopped = createEvent();
/** the socket opened again after a loss: events may have been missed meanwhile */
export const pushResynced = createEvent();

export const socketOpened = createEvent<{ id: number }>();
export const socketClosed = createEvent<{ id: number; code: number }>();
const frameArrived = createEvent<{ id: number; frame: PushFrame }>();

export const $pushState = createStore<PushState>('off');
/** failed attempts in a row; decides the back-off */
export const $reconnectAttempt = createStore(0);
const $socket = createStore<SocketLike | null>(null, { serialize: 'ignore' });
const $socketId = createStore(0);
const $wanted = createStore(false)
  .on(pushStarted, () => true)
  .reset(pushStopped, loggedOut);

/** Opens the socket and binds its callbacks to the calling Scope. */
export const openSocketFx = createEffect((p: { id: number; companyId: string | null }): SocketLike => {
  const ws = new WebSocket(socketUrl(window.location, p.companyId));
  const opened = scopeBind(socketOpened, { safe: true });
  const closed = scopeBind(socketClosed, { safe: true });
  const arrived = scopeBind(frameArrived, { safe: true });
  ws.onopen = () => opened({ id: p.id });
  ws.onclose = (e) => closed({ id: p.id, code: e.code });
  ws.onmessage = (e) => {
    try {
      const frame: unknown = JSON.parse(String(e.data));
      if (PushFrameModel.guard(frame)) arrived({ id: p.id, frame });
    } catch {
      // not JSON: nothing the portal understands
    }
  };
  return ws;
});
export const closeSocketFx = createEffect((s: SocketLike | null) => s?.close(1000));

// ---- connect: when wanted and signed in, again on a company switch or when the connection returns ----
const connectNow = sample({
  clock: [pushStarted, $selectedCompanyId.updates, $authenticated.updates],
  source: { wanted: $wanted, authenticated: $authenticated },
  filter: ({ wanted, authenticated }) => wanted && authenticated,
});
const reconnectDue = createEvent();
const backOnline = sample({ clock: connectivityChanged, source: $pushState, filter: (state, online) => online && state === 'waiting' });
$reconnectAttempt.reset(backOnline);

const connecting = sample({
  clock: [connectNow, reconnectDue, backOnline],
  source: { socket: $socket, id: $socketId, companyId: $selectedCompanyId, wanted: $wanted, authenticated: $authenticated },
  filter: ({ wanted, authenticated }) => wanted && authenticated,
  fn: ({ socket, id, companyId }) => ({ old: socket, id: id + 1, companyId }),
});
sample({ clock: connecting, fn: (c) => c.old, target: closeSocketFx });
sample({ clock: connecting, fn: (c) => c.id, target: $socketId });
sample({ clock: connecting, fn: (c) => ({ id: c.id, companyId: c.companyId }), target: openSocketFx });
$pushState.on(connecting, () => 'connecting');
$socket.on(openSocketFx.doneData, (_, s) => s);
// a socket that could not even be made counts as a lost connection (retried with back-off)
sample({ clock: openSocketFx.fail, fn: ({ params }) => ({ id: params.id, code: 1006 }), target: socketClosed });

// ---- only the current socket counts (a replaced one still reports its close) ----
const current = <T extends { id: number }>(clock: import('effector').Event<T>) =>
  sample({ clock, source: $socketId, filter: (id, e) => e.id === id, fn: (_, e) => e });

const opened = current(socketOpened);
$pushState.on(opened, () => 'open');
// Every socket that opens resyncs, the first one too: what the start read before the socket listened may have
// missed an event (a message sent while the page loaded), as may a replaced or lost one. On a page load this re-asks
// the loaded lists and the inbox count once. (Session 15 tried resyncing after a lost connection only: the badge
// then missed a message sent while the page loaded, in two browser tests.)
sample({ clock: opened, fn: () => undefined, target: pushResynced });
$reconnectAttempt.reset(opened);

sample({ clock: current(frameArrived), fn: (e) => e.frame, target: pushFrameReceived });

const closed = current(socketClosed);
$socket.on(closed, () => null);
// the server ended the session or refused it: the session model signs out, nothing to reconnect to
const final = (code: number) => code === PUSH_CLOSE.sessionEnded || code === PUSH_CLOSE.unauthorised;
const lost = sample({
  clock: closed,
  source: { wanted: $wanted, authenticated: $authenticated, attempt: $reconnectAttempt },
  filter: ({ wanted, authenticated }, e) => wanted && authenticated && !final(e.code),
  fn: ({ attempt }) => attempt,
});
$pushState.on(closed, () => 'off').on(lost, () => 'waiting');
const retry = delay({ source: lost, timeout: (attempt: number) => reconnectDelayMs(attempt) });
$reconnectAttempt.on(retry, (n) => n + 1);
sample({ clock: retry, source: $pushState, filter: (state) => state === 'waiting', fn: () => undefined, target: reconnectDue });

// ---- stop ----
const stopping = sample({ clock: [pushStopped, loggedOut], source: $socket });
sample({ clock: stopping, target: closeSocketFx });
$socket.reset(stopping);
$pushState.on(stopping, () => 'off');
$socketId.on(stopping, (id) => id + 1);
