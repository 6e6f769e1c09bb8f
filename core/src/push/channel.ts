import { corePushHandlers } from './core-handlers';
import { pushStarted, pushStopped } from './model';

/** What the signed-in shell starts and stops: the socket, with the core's push handlers. */
export const liveChannel = { started: pushStarted, stopped: pushStopped, handlers: corePushHandlers } as const;
