import type { HandlerContext } from '@lonna/core/server';
import { TIDRADER_RESOURCE, type ResourceUpdated } from '../src/contracts';

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
