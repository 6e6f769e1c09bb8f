import { createEvent } from 'effector';
import type { PushFrame } from '../contracts/live';

/**
 * One event from the server ({ event, resource?, payload? }). On its own so the
 * portal's push registry can listen without loading the socket, which comes
 * with the signed-in shell's chunk.
 */
export const pushFrameReceived = createEvent<PushFrame>();
