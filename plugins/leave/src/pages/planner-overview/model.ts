import { createEndpointMutation, createPageData, createPageQuery, isApiError, lists } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { LEAVE_RESOURCE, PLAN_RESOURCE, leave, type NewPlan } from '../../contracts';

/** LeavePlannerOverview: the plans of the caller's departments, and a new plan. */

export const createPlanMutation = createEndpointMutation(leave.createPlan, { name: 'leave.createPlan', silent: true });
export const planSubmitted = createEvent<NewPlan>();
sample({ clock: planSubmitted, source: createPlanMutation.$pending, filter: (busy) => !busy, fn: (_, body) => ({ body }), target: createPlanMutation.start });
export const planCreated = createPlanMutation.finished.success;
export const $creating = createPlanMutation.$pending;
export const $planError = createStore<{ field?: string; message: string } | null>(null)
  .on(createPlanMutation.finished.failure, (_, { error }) => (isApiError(error) ? { field: error.field, message: error.message } : null))
  .reset(createPlanMutation.started, planCreated);

export const plans = createPageQuery({
  name: 'leave.plans',
  endpoint: leave.plans,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [{ event: 'resource-updated', resource: PLAN_RESOURCE }, { event: 'resource-updated', resource: LEAVE_RESOURCE }, planCreated],
  silent: true,
});
export const $departments = lists.departments.$items;
export const overviewPage = createPageData({ loads: [plans, lists.departments] });
