import { createEndpointMutation, createPageData, createPageQuery, isApiError, lists } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { type Need, type NeedInput, STAFFING_RESOURCE, staffing } from '../../contracts';
import { todayFx, todayOnOpen } from '../../shared/today';

/** The needs page (BemBehov): the needs the caller plans, a form to add or change one, copy and remove. */

export const createMutation = createEndpointMutation(staffing.createNeed, { name: 'staffing.createNeed', silent: true });
export const updateMutation = createEndpointMutation(staffing.updateNeed, { name: 'staffing.updateNeed', silent: true });
export const copyMutation = createEndpointMutation(staffing.copyNeed, { name: 'staffing.copyNeed', silent: true });
export const deleteMutation = createEndpointMutation(staffing.deleteNeed, { name: 'staffing.deleteNeed', silent: true });

export const needs = createPageQuery({
  name: 'staffing.needs',
  endpoint: staffing.needs,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [
    { event: 'resource-updated', resource: STAFFING_RESOURCE },
    createMutation.finished.success,
    updateMutation.finished.success,
    copyMutation.finished.success,
    deleteMutation.finished.success,
  ],
});
/** the host's staffing tasks list (spec §7 GET /bemanna/bemuppgift?Deleted=false): the "what" a need may name */
const tasksOpened = createEvent();
sample({ clock: tasksOpened, fn: () => ({ query: { Deleted: 'false' as const } }), target: lists.staffingTasks.needed });
export const needsPage = createPageData({
  loads: [needs, lists.departments, lists.competences, lists.careRecipients, lists.resultUnits, { opened: tasksOpened }, todayOnOpen()],
});

export const $needs = needs.$data.map((l): Need[] => l ?? []);
export const $loading = needs.$pending;
export const $failed = needs.$error.map(Boolean);
export const $today = createStore('').on(todayFx.doneData, (_, d) => d);

// ---- the form: new (null id), or an existing need ----
export const formOpened = createEvent<Need | null>();
export const formClosed = createEvent();
export const needSubmitted = createEvent<NeedInput>();
export const copyPressed = createEvent<string>();
export const deletePressed = createEvent<string>();

export const $editing = createStore<{ need: Need | null } | null>(null)
  .on(formOpened, (_, need) => ({ need }))
  .reset(formClosed, createMutation.finished.success, updateMutation.finished.success);

const $pending = combine(createMutation.$pending, updateMutation.$pending, copyMutation.$pending, deleteMutation.$pending, (a, b, c, d) => a || b || c || d);
export const $saving = $pending;

sample({
  clock: needSubmitted,
  source: { editing: $editing, pending: $pending },
  filter: ({ editing, pending }) => editing !== null && editing.need === null && !pending,
  fn: (_, body) => ({ body }),
  target: createMutation.start,
});
sample({
  clock: needSubmitted,
  source: { editing: $editing, pending: $pending },
  filter: ({ editing, pending }) => editing?.need != null && !pending,
  fn: ({ editing }, body) => ({ params: { Id: editing!.need!.Id }, body }),
  target: updateMutation.start,
});
sample({ clock: copyPressed, filter: $pending.map((p) => !p), fn: (Id) => ({ params: { Id } }), target: copyMutation.start });
sample({ clock: deletePressed, filter: $pending.map((p) => !p), fn: (Id) => ({ params: { Id } }), target: deleteMutation.start });

const saveErrorOf = (error: unknown) => (isApiError(error) ? { field: error.field, message: error.message } : { message: String(error) });
/** the server's answer to the last save: a field error under its field, or a message (a staffed need) */
export const $saveError = createStore<{ field?: string; message: string } | null>(null)
  .on(createMutation.finished.failure, (_, p) => saveErrorOf(p.error))
  .on(updateMutation.finished.failure, (_, p) => saveErrorOf(p.error))
  .on(copyMutation.finished.failure, (_, p) => saveErrorOf(p.error))
  .on(deleteMutation.finished.failure, (_, p) => saveErrorOf(p.error))
  .reset(formOpened, formClosed, createMutation.started, updateMutation.started);

export const needSaved = sample({ clock: [createMutation.finished.success, updateMutation.finished.success], fn: () => undefined });
/** a copy is made: its form opens, to change it */
sample({ clock: copyMutation.finished.success, fn: ({ result }) => result, target: formOpened });
export const needCopied = copyMutation.finished.success;
export const needDeleted = deleteMutation.finished.success;
