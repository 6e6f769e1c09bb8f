import { TIDRADER_RESOURCE, type ResourceUpdated } from '../src/contracts';
import type { TimeChange } from './deps';

/** The frame the portal's push registry routes to the plugin's `resource-updated` handler. */
export interface TidraderFrame { event: 'resource-updated'; resource: typeof TIDRADER_RESOURCE; payload: ResourceUpdated }

/**
 * Changes are announced a moment after the call: the write must be committed
 * before another user's view reloads, and a bulk action over hundreds of
 * employees sends one frame per employee, merged per period.
 */
export function deferredPublisher(publish: (ftgId: string, frame: TidraderFrame) => void, delayMs = 150): (change: TimeChange) => void {
  const pending = new Map<string, TimeChange>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const all = [...pending.values()];
    pending.clear();
    for (const c of all) publish(c.FtgId, { event: 'resource-updated', resource: TIDRADER_RESOURCE, payload: { resource: TIDRADER_RESOURCE, ...c } });
  };
  return (change) => {
    const key = `${change.FtgId}|${change.AnstNr}`;
    const seen = pending.get(key);
    pending.set(key, seen ? { ...change, From: seen.From < change.From ? seen.From : change.From, To: seen.To > change.To ? seen.To : change.To } : change);
    if (!timer) {
      timer = setTimeout(flush, delayMs);
      timer.unref?.();
    }
  };
}
