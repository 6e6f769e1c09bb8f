import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { delay } from 'patronum/delay';
import { connectivityChanged } from '../api/network-state';
import { PUSH_CLOSE, PUSH_EVENTS, PushFrameModel, type PushFrame } from '../contracts/live';
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
/** events may have been missed (the server no longer keeps them all): ask again for what is shown */
export const pushResynced = createEvent();

export const socketOpened = createEvent<{ id: number }>();
export const socketClosed = createEvent<{ id: number; code: number }>();
export const socketFrameArrived = createEvent<{ id: number; frame: PushFrame }>();

export const $pushState = createStore<PushState>('off');
/** failed attempts in a row; decides the back-off */
export const $reconnectAttempt = createStore(0);
const $socket = createStore<SocketLike | null>(null, { serialize: 'ignore' });
const $socketId = createStore(0);
/**
 * When the page last knew it had every event (performance.now ms): its start, or when its last socket opened (the
 * server then brought it up to date). A socket can die silently (a laptop asleep), so its loss is not such a moment.
 * A new socket asks the server for what it delivered since then.
 */
const $inStepAt = createStore(0, { serialize: 'ignore' });
/** the company of the last socket asked for (a switch reloads what is shown: only the moment since then counts) */
const $socketCompany = createStore<string | null>(null, { serialize: 'ignore' });
const $wanted = createStore(false)
  .on(pushStarted, () => true)
  .reset(pushStopped, loggedOut);

/** Opens the socket and binds its callbacks to the calling Scope; `inStepAt` null: in step until now (a switch). */
export const openSocketFx = createEffect((p: { id: number; companyId: string | null; inStepAt: number | null }): SocketLike => {
  const ws = new WebSocket(socketUrl(window.location, p.companyId, p.inStepAt === null ? 0 : performance.now() - p.inStepAt));
  const opened = scopeBind(socketOpened, { safe: true });
  const closed = scopeBind(socketClosed, { safe: true });
  const arrived = scopeBind(socketFrameArrived, { safe: true });
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
  source: {
    socket: $socket,
    id: $socketId,
    companyId: $selectedCompanyId,
    wanted: $wanted,
    authenticated: $authenticated,
    inStepAt: $inStepAt,
    previous: $socketCompany,
  },
  filter: ({ wanted, authenticated }) => wanted && authenticated,
  fn: ({ socket, id, companyId, inStepAt, previous }) => ({
    old: socket,
    id: id + 1,
    companyId,
    inStepAt: previous !== null && previous !== companyId ? null : inStepAt,
  }),
});
$socketCompany.on(connecting, (_, c) => c.companyId);
sample({ clock: connecting, fn: (c) => c.old, target: closeSocketFx });
sample({ clock: connecting, fn: (c) => c.id, target: $socketId });
sample({ clock: connecting, fn: (c) => ({ id: c.id, companyId: c.companyId, inStepAt: c.inStepAt }), target: openSocketFx });
$pushState.on(connecting, () => 'connecting');
$socket.on(openSocketFx.doneData, (_, s) => s);
// a socket that could not even be made counts as a lost connection (retried with back-off)
sample({ clock: openSocketFx.fail, fn: ({ params }) => ({ id: params.id, code: 1006 }), target: socketClosed });

// ---- only the current socket counts (a replaced one still reports its close) ----
const current = <T extends { id: number }>(clock: import('effector').Event<T>) =>
  sample({ clock, source: $socketId, filter: (id, e) => e.id === id, fn: (_, e) => e });

const opened = current(socketOpened);
$inStepAt.on(opened, () => performance.now());
$pushState.on(opened, () => 'open');
// What the start read before the socket listened may have missed an event (a message sent while the page loaded), as
// may a replaced or lost socket: every socket asks the server for what it delivered since the page was last in step
// (`missed`), and the server sends those events again, or `push-resync` when it no longer keeps them all — only then
// is every loaded list asked again. (Before, every socket that opened resynced: each page load asked its lists twice.)
$reconnectAttempt.reset(opened);

const frame = current(socketFrameArrived);
sample({ clock: frame, filter: (e) => e.frame.event !== PUSH_EVENTS.resyncNeeded, fn: (e) => e.frame, target: pushFrameReceived });
sample({ clock: frame, filter: (e) => e.frame.event === PUSH_EVENTS.resyncNeeded, fn: () => undefined, target: pushResynced });

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
