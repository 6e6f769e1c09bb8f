import { $locale, createEndpointMutation, createPageData, createPageQuery, isApiError, snackbarShown, translate } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { admin, REMINDERS_RESOURCE, type ReminderInput } from '../../contracts';

/** AdminReminders: the company's reminders, one in a dialog, and what they sent. */

export const createReminderMutation = createEndpointMutation(admin.createReminder, { name: 'admin.createReminder', silent: true });
export const updateReminderMutation = createEndpointMutation(admin.updateReminder, { name: 'admin.updateReminder', silent: true });
export const deleteReminderMutation = createEndpointMutation(admin.deleteReminder, { name: 'admin.deleteReminder' });

export const reminders = createPageQuery({
  name: 'admin.reminders',
  endpoint: admin.reminders,
  params: createStore({}),
  refreshOn: [createReminderMutation.finished.success, updateReminderMutation.finished.success, deleteReminderMutation.finished.success],
});
/** the triggers the company's other plugins offer (FK3059, leave …), in the reader's language */
export const triggers = createPageQuery({
  name: 'admin.reminderTriggers',
  endpoint: admin.reminderTriggers,
  params: createStore({}),
});
export const history = createPageQuery({
  name: 'admin.reminderHistory',
  endpoint: admin.reminderHistory,
  params: createStore({}),
  refreshOn: [{ event: 'resource-updated', resource: REMINDERS_RESOURCE }],
});

/** null: closed; 'new'; else the id being edited */
export const reminderOpened = createEvent<string>();
export const reminderClosed = createEvent();
export const $open = createStore<string | null>(null)
  .on(reminderOpened, (_, id) => id)
  .reset(reminderClosed, createReminderMutation.finished.success, updateReminderMutation.finished.success);

export const reminderSaved = createEvent<ReminderInput>();
export const $saving = createStore(false)
  .on([createReminderMutation.started, updateReminderMutation.started], () => true)
  .reset(createReminderMutation.finished.finally, updateReminderMutation.finished.finally);
sample({
  clock: reminderSaved,
  source: { open: $open, saving: $saving },
  filter: ({ open, saving }) => open === 'new' && !saving,
  fn: (_, body) => ({ body }),
  target: createReminderMutation.start,
});
sample({
  clock: reminderSaved,
  source: { open: $open, saving: $saving },
  filter: ({ open, saving }) => open !== null && open !== 'new' && !saving,
  fn: ({ open }, body) => ({ params: { Id: open as string }, body }),
  target: updateReminderMutation.start,
});

export const reminderDeleted = createEvent<string>();
sample({
  clock: reminderDeleted,
  filter: deleteReminderMutation.$pending.map((p) => !p),
  fn: (Id) => ({ params: { Id } }),
  target: deleteReminderMutation.start,
});

export const $saveError = createStore<{ field?: string; message: string } | null>(null)
  .on([createReminderMutation.finished.failure, updateReminderMutation.finished.failure], (_, { error }) =>
    isApiError(error) ? { field: error.field, message: error.message } : { message: String(error) },
  )
  .reset(reminderOpened, reminderClosed, createReminderMutation.started, updateReminderMutation.started);

sample({
  clock: [createReminderMutation.finished.success, updateReminderMutation.finished.success],
  source: $locale,
  fn: (l, { result }) => ({ text: translate(l, 'admin.reminders.saved', { name: result.Namn }), color: 'success' as const }),
  target: snackbarShown,
});
sample({
  clock: deleteReminderMutation.finished.success,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'admin.reminders.deleted'), color: 'success' as const }),
  target: snackbarShown,
});

export const remindersPage = createPageData({ loads: [reminders, triggers, history] });
