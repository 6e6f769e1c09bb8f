import { sample, type Event, type Store } from 'effector';
import type { PushFrame } from '../contracts/live';
import { pushFrameReceived } from '../push/events';

/**
 * A push frame a query names as its refresh: `{ event: 'resource-updated', resource: 'tidrader' }`, optionally
 * narrowed by `when` (e.g. only a change to the employee and period on screen).
 */
export interface PushRefresh<P = unknown> {
  event: string;
  resource?: string;
  when?: (payload: unknown, params: P) => boolean;
}

export type RefreshTrigger<P = unknown> = PushRefresh<P> | Event<unknown>;

const isPush = <P>(t: RefreshTrigger<P>): t is PushRefresh<P> => typeof t === 'object' && t !== null && 'event' in t && typeof t.event === 'string';

function matches(frame: PushFrame, t: PushRefresh<never>): boolean {
  return frame.event === t.event && (t.resource === undefined || frame.resource === t.resource);
}

/** The events that refresh a query: push frames matched against their declaration, and plain events as they are. */
export function refreshEvents<P>(triggers: readonly RefreshTrigger<P>[], $params: Store<P | null>): Event<unknown>[] {
  return triggers.map((t) => {
    if (!isPush(t)) return t;
    return sample({
      clock: pushFrameReceived,
      source: $params,
      filter: (params, frame) => matches(frame, t as PushRefresh<never>) && params !== null && (t.when === undefined || t.when(frame.payload ?? frame, params)),
      fn: () => undefined as unknown,
    });
  });
}
