import { $account, createEndpointMutation, createPageData, createPageQuery, isApiError } from '@lonna/core';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { LEAVE_RESOURCE, PERIOD_MAX_DAYS, PLAN_RESOURCE, leave, type NewApplication, type Register } from '../../contracts';
import { daysBetween } from '../../domain/dates';
import type { LeaveAction } from '../../domain/states';

/**
 * The LeaveApplications page: the employee version (PER) — apply, see, change or withdraw one's own — and the admin
 * version (everyone else) — the applications of one's scope, decided with a message to the employee.
 */

export const $isEmployee = $account.map((a) => a?.Roll === 'PER');

// ---- the employee version ----
export const createMutation = createEndpointMutation(leave.create, { name: 'leave.create', silent: true });
export const updateMutation = createEndpointMutation(leave.update, { name: 'leave.update', silent: true });
export const withdrawMutation = createEndpointMutation(leave.withdraw, { name: 'leave.withdraw', silent: true });
export const $sending = combine(createMutation.$pending, updateMutation.$pending, withdrawMutation.$pending, (a, b, c) => a || b || c);

/** the form was sent: a new application (id null) or a change of one still in review; a second send while one runs is refused */
export const applicationSubmitted = createEvent<{ id: string | null; body: NewApplication }>();
sample({
  clock: applicationSubmitted,
  source: $sending,
  filter: (busy, c) => !busy && c.id === null,
  fn: (_, c) => ({ body: c.body }),
  target: createMutation.start,
});
sample({
  clock: applicationSubmitted,
  source: $sending,
  filter: (busy, c) => !busy && c.id !== null,
  fn: (_, c) => ({ params: { Id: c.id! }, body: c.body }),
  target: updateMutation.start,
});
export const withdrawPressed = createEvent<string>();
sample({ clock: withdrawPressed, source: $sending, filter: (busy) => !busy, fn: (_, Id) => ({ params: { Id } }), target: withdrawMutation.start });

export const applicationSaved = merge([createMutation.finished.success, updateMutation.finished.success]);
export const applicationWithdrawn = withdrawMutation.finished.success;

/** the server's answer to the last send: a field error to show under its field, cleared on the next try */
export const $saveError = createStore<{ field?: string; message: string } | null>(null)
  .on([createMutation.finished.failure, updateMutation.finished.failure, withdrawMutation.finished.failure], (_, { error }) =>
    isApiError(error) ? { field: error.field, message: error.message } : null,
  )
  .reset(createMutation.started, updateMutation.started, withdrawMutation.started, applicationSaved, applicationWithdrawn);

export const mine = createPageQuery({
  name: 'leave.mine',
  endpoint: leave.mine,
  params: $isEmployee.map((e) => (e ? {} : null)),
  // a decision by the administrator (another browser), a new plan, or our own change: read again
  refreshOn: [
    { event: 'resource-updated', resource: LEAVE_RESOURCE },
    { event: 'resource-updated', resource: PLAN_RESOURCE },
    applicationSaved,
    applicationWithdrawn,
  ],
  silent: true,
});

/** the period being filled in: the schedule check and the vacation days are read for it */
export const draftChanged = createEvent<{ FromDatum: string; TomDatum: string; Veckodagar: readonly number[] }>();
const $draft = createStore<{ FromDatum: string; TomDatum: string; Veckodagar: string } | null>(null, { serialize: 'ignore' }).on(draftChanged, (_, d) => {
  const ok =
    /^\d{4}-\d{2}-\d{2}$/.test(d.FromDatum) &&
    /^\d{4}-\d{2}-\d{2}$/.test(d.TomDatum) &&
    d.FromDatum <= d.TomDatum &&
    daysBetween(d.FromDatum, d.TomDatum) < PERIOD_MAX_DAYS &&
    d.Veckodagar.length > 0;
  return ok ? { FromDatum: d.FromDatum, TomDatum: d.TomDatum, Veckodagar: [...d.Veckodagar].sort().join('') } : null;
});
export const check = createPageQuery({
  name: 'leave.check',
  endpoint: leave.check,
  params: combine($draft, $isEmployee, (d, e) => (d && e ? { query: d } : null)),
  silent: true,
});

// ---- the admin version ----
/** the admin version registers leave for an employee of his scope (approved at once) */
export const registerMutation = createEndpointMutation(leave.register, { name: 'leave.register', silent: true });
export const decideMutations = {
  approve: createEndpointMutation(leave.approve, { name: 'leave.approve', silent: true }),
  deny: createEndpointMutation(leave.deny, { name: 'leave.deny', silent: true }),
  revert: createEndpointMutation(leave.revert, { name: 'leave.revert', silent: true }),
};
export const $deciding = combine(decideMutations.approve.$pending, decideMutations.deny.$pending, decideMutations.revert.$pending, (a, b, c) => a || b || c);
export const decisionSubmitted = createEvent<{ id: string; action: Exclude<LeaveAction, 'edit' | 'withdraw'>; Meddelande: string }>();
for (const action of ['approve', 'deny', 'revert'] as const) {
  sample({
    clock: decisionSubmitted,
    source: $deciding,
    filter: (busy, d) => !busy && d.action === action,
    fn: (_, d) => ({ params: { Id: d.id }, body: { Meddelande: d.Meddelande } }),
    target: decideMutations[action].start,
  });
}
export const decided = merge([decideMutations.approve.finished.success, decideMutations.deny.finished.success, decideMutations.revert.finished.success]);
export const $decideError = createStore<string | null>(null)
  .on([decideMutations.approve.finished.failure, decideMutations.deny.finished.failure, decideMutations.revert.finished.failure], (_, { error }) =>
    isApiError(error) ? error.message : null,
  )
  .reset(decided, decisionSubmitted);

/** the list's filter: the open ones (the spec's call) or every state; from a date on ('' = any) */
export const showDecidedChanged = createEvent<boolean>();
export const $showDecided = createStore(false).on(showDecidedChanged, (_, v) => v);
export const fromDateChanged = createEvent<string>();
export const $fromDate = createStore('').on(fromDateChanged, (_, v) => v);

export const waiting = createPageQuery({
  name: 'leave.admin',
  endpoint: leave.admin,
  params: combine($isEmployee, $account, $showDecided, $fromDate, (employee, account, all, from) => {
    if (employee || !account) return null;
    const date = /^\d{4}-\d{2}-\d{2}$/.test(from) ? { FromDate: from } : {};
    return { query: all ? date : { Approved: 'false' as const, Denied: 'false' as const, ...date } };
  }),
  refreshOn: [{ event: 'resource-updated', resource: LEAVE_RESOURCE }, decided, registerMutation.finished.success],
  silent: true,
});

/** the admin version registers leave for an employee of his scope (approved at once): whom, and the send */
export const registerable = createPageQuery({
  name: 'leave.registerable',
  endpoint: leave.registerable,
  params: combine($isEmployee, $account, (employee, account) => (employee || !account ? null : {})),
  silent: true,
});
export const $registering = registerMutation.$pending;
export const registerSubmitted = createEvent<Register>();
sample({ clock: registerSubmitted, source: $registering, filter: (busy) => !busy, fn: (_, body) => ({ body }), target: registerMutation.start });
export const registered = registerMutation.finished.success;
export const $registerError = createStore<{ field?: string; message: string } | null>(null)
  .on(registerMutation.finished.failure, (_, { error }) => (isApiError(error) ? { field: error.field, message: error.message } : null))
  .reset(registerMutation.started, registered);

export const applicationsPage = createPageData({ loads: [mine, check, waiting, registerable] });
