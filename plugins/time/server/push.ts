import type { HandlerContext } from '@lonna/core/server';
import { STAMPLINGAR_RESOURCE, TIDRADER_RESOURCE, type PunchUpdated, type ResourceUpdated } from '../src/contracts';

/** A change of one employee's time rows or day statuses over dates From..To. */
export type TimeChange = Omit<ResourceUpdated, 'resource'>;

/** The frame the portal's push registry routes to the plugin's `resource-updated` handler. */
export interface TidraderFrame {
  event: 'resource-updated';
  resource: typeof TIDRADER_RESOURCE;
  payload: ResourceUpdated;
}

/**
 * Tell the company's other users that an employee's time changed over From..To. The host sends it
 * only when the call succeeds, after its transaction has committed, so a view never reloads stale rows.
 */
export function announce(ctx: HandlerContext<unknown>, change: TimeChange): void {
  const frame: TidraderFrame = { event: 'resource-updated', resource: TIDRADER_RESOURCE, payload: { resource: TIDRADER_RESOURCE, ...change } };
  ctx.publish(frame);
}

/**
 * Tell the company's other users that an employee's clock punches changed (in, out, corrected, deleted): the presence
 * board and open punch lists read again. Sent, like `announce`, only after the call's transaction has committed.
 */
export function announcePunch(ctx: HandlerContext<unknown>, change: Omit<PunchUpdated, 'resource'>): void {
  ctx.publish({ event: 'resource-updated', resource: STAMPLINGAR_RESOURCE, payload: { resource: STAMPLINGAR_RESOURCE, ...change } });
}
