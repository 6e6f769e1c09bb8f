import { $path, createEndpointMutation, createPageData, createPageQuery, isApiError } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { LEAVE_RESOURCE, PLAN_RESOURCE, leave } from '../../contracts';

/** /leaveplanner/{Id}: one plan's week grid, and its approval. */

/** the plan's id from the path ('overview' is the other route) */
export const $planId = $path.map((p) => {
  const m = /^\/leaveplanner\/([^/]+)\/?$/i.exec(p);
  return m && m[1]!.toLowerCase() !== 'overview' ? decodeURIComponent(m[1]!) : null;
});

export const approvePlanMutation = createEndpointMutation(leave.approvePlan, { name: 'leave.approvePlan', silent: true });
export const planApproved = approvePlanMutation.finished.success;
export const approvePressed = createEvent<string>();
sample({
  clock: approvePressed,
  source: { busy: approvePlanMutation.$pending, id: $planId },
  filter: ({ busy, id }) => !busy && id !== null,
  fn: ({ id }, Meddelande) => ({ params: { Id: id! }, body: { Meddelande } }),
  target: approvePlanMutation.start,
});
export const $approving = approvePlanMutation.$pending;
export const $approveError = createStore<string | null>(null)
  .on(approvePlanMutation.finished.failure, (_, { error }) => (isApiError(error) ? error.message : null))
  .reset(approvePlanMutation.started, planApproved);

export const plan = createPageQuery({
  name: 'leave.plan',
  endpoint: leave.plan,
  params: $planId.map((Id) => (Id ? { params: { Id } } : null)),
  // an employee's wish (his own page, another browser) or a decision: the grid reads again
  refreshOn: [{ event: 'resource-updated', resource: LEAVE_RESOURCE }, { event: 'resource-updated', resource: PLAN_RESOURCE }, planApproved],
  silent: true,
});
/** the weeks under the minimum staffing: fewer at work than the plan's minimum */
export const $shortWeeks = plan.$data.map((d) => (d ? d.Veckor.filter((w) => w.IArbete < d.Plan.MinBemanning).map((w) => w.Vecka) : []));
export const planPage = createPageData({ loads: [plan] });
