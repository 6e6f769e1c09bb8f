export {
  pushStarted,
  pushStopped,
  pushFrameReceived,
  pushResynced,
  socketOpened,
  socketClosed,
  socketFrameArrived,
  openSocketFx,
  closeSocketFx,
  $pushState,
  $reconnectAttempt,
  type PushState,
  type SocketLike,
} from './model';
export { reconnectDelayMs, socketUrl, RECONNECT_MAX_MS } from './backoff';
export { listsForResource } from './core-handlers';
