import { createEndpointMutation, createPageData, createPageQuery, isApiError } from '@lonna/core';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { ABSENCE_RESOURCE, absence, type NewNotice } from '../../contracts';

/** The notices page: the notices the caller may see (open by default), reporting one, and reporting recovery. */

export const createMutation = createEndpointMutation(absence.create, { name: 'absence.create', silent: true });
export const recoverMutation = createEndpointMutation(absence.recover, { name: 'absence.recover', silent: true });
const changed = merge([createMutation.finished.success, recoverMutation.finished.success]);

// ---- the list ----
export type ListFilter = 'open' | 'recovered' | 'all';
export const filterChosen = createEvent<ListFilter>();
export const $filter = createStore<ListFilter>('open').on(filterChosen, (_, f) => f);
export const notices = createPageQuery({
  name: 'absence.notices',
  endpoint: absence.list,
  // the spec's call for the open ones: Recovered=false (the server narrows to the caller's scope)
  params: $filter.map((f) => ({ query: f === 'open' ? { Recovered: 'false' as const } : f === 'recovered' ? { Recovered: 'true' as const } : {} })),
  // someone reported or recovered (any browser): the list reads again, without a reload
  refreshOn: [{ event: 'resource-updated', resource: ABSENCE_RESOURCE }, changed],
});
export const $notices = notices.$data.map((l) => l ?? []);
export const $loading = notices.$pending;
export const $failed = notices.$error.map((e) => e !== null);

// ---- whom one may report for, and their children ----
export const employees = createPageQuery({
  name: 'absence.employees',
  endpoint: absence.employees,
  params: createStore({}, { serialize: 'ignore' }),
  silent: true,
});
export const $employees = employees.$data.map((l) => l ?? []);

export const formOpened = createEvent();
export const formClosed = createEvent();
export const $formOpen = createStore(false)
  .on(formOpened, () => true)
  .reset(formClosed, createMutation.finished.success);
/** the employee chosen in the form ('' = none yet): a VAB notice lists his children */
export const formEmployeeChosen = createEvent<string>();
const $chosenEmployee = createStore('').on(formEmployeeChosen, (_, a) => a);
/** the chosen employee, else the first one may report for (PER: himself) */
export const $formEmployee = combine($chosenEmployee, $employees, (chosen, list) => chosen || list[0]?.AnstNr || '');
export const children = createPageQuery({
  name: 'absence.children',
  endpoint: absence.children,
  params: combine($formOpen, $formEmployee, (open, AnstNr) => (open && AnstNr ? { query: { AnstNr } } : null)),
  silent: true,
});
export const $children = children.$data.map((l) => l ?? []);

export const noticesPage = createPageData({ loads: [notices, employees, children] });

// ---- reporting (one send at a time: a double click reports once) ----
export const noticeSubmitted = createEvent<NewNotice>();
sample({ clock: noticeSubmitted, filter: createMutation.$pending.map((p) => !p), fn: (body) => ({ body }), target: createMutation.start });
export const noticeReported = createMutation.finished.success;
export const $reporting = createMutation.$pending;

// ---- recovery ----
export const recoveryOpened = createEvent<string>();
export const recoveryClosed = createEvent();
export const $recoveryId = createStore<string | null>(null)
  .on(recoveryOpened, (_, id) => id)
  .reset(recoveryClosed, recoverMutation.finished.success);
export const recoverySubmitted = createEvent<{ Id: string; FriskDatum: string }>();
sample({
  clock: recoverySubmitted,
  filter: recoverMutation.$pending.map((p) => !p),
  fn: ({ Id, FriskDatum }) => ({ params: { Id }, body: { FriskDatum } }),
  target: recoverMutation.start,
});
export const recovered = recoverMutation.finished.success;
export const $recovering = recoverMutation.$pending;

/** the server's answer to the last action: a field error to show under its field, cleared on the next try */
export const $actionError = createStore<{ field?: string; message: string } | null>(null)
  .on([createMutation.finished.failure, recoverMutation.finished.failure], (_, { error }) =>
    isApiError(error) ? { field: error.field, message: error.message } : { message: String(error) },
  )
  .reset(createMutation.started, recoverMutation.started, formClosed, recoveryClosed, formOpened, recoveryOpened);
