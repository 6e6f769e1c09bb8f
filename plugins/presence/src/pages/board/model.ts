import { createEndpointMutation, createPageData, createPageQuery, isApiError } from '@lonna/core';
import { foldForSearch } from '@lonna/core/ui';
import { STAMPLINGAR_RESOURCE, TIDRADER_RESOURCE } from '@lonna/plugin-time/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { PRESENCE_RESOURCE, presence, type BoardStatus, type SetStatus } from '../../contracts';

/** The presence page: one's own status (set, clear) and the board of everyone the caller may see, live. */

export const setMutation = createEndpointMutation(presence.set, { name: 'presence.set', silent: true });
export const clearMutation = createEndpointMutation(presence.clear, { name: 'presence.clear', silent: true });
const $busy = combine(setMutation.$pending, clearMutation.$pending, (a, b) => a || b);

/** the form was sent; while a save or clear is pending a second one is refused (a double click saves once) */
export const statusSubmitted = createEvent<SetStatus>();
sample({ clock: statusSubmitted, filter: $busy.map((b) => !b), fn: (body) => ({ body }), target: setMutation.start });
export const clearPressed = createEvent();
sample({ clock: clearPressed, filter: $busy.map((b) => !b), fn: () => ({}), target: clearMutation.start });

export const board = createPageQuery({
  name: 'presence.board',
  endpoint: presence.board,
  params: createStore({}, { serialize: 'ignore' }),
  // anyone's status, anyone's clock punch, absence or leave booked into the time report, or our own change: read again
  refreshOn: [
    { event: 'resource-updated', resource: PRESENCE_RESOURCE },
    { event: 'resource-updated', resource: STAMPLINGAR_RESOURCE },
    { event: 'resource-updated', resource: TIDRADER_RESOURCE },
    setMutation.finished.success,
    clearMutation.finished.success,
  ],
  silent: true,
});
export const boardPage = createPageData({ loads: [board] });

export const searchChanged = createEvent<string>();
export const $search = createStore('').on(searchChanged, (_, s) => s);
/** '' = every status */
export const filterChanged = createEvent<BoardStatus | ''>();
export const $filter = createStore<BoardStatus | ''>('').on(filterChanged, (_, f) => f);

export const $me = board.$data.map((b) => b?.Me ?? null);
export const $total = board.$data.map((b) => b?.Entries.length ?? 0);
/** the board as shown: the chosen status, names that contain the search (case and accents ignored) */
export const $shown = combine(board.$data, $search, $filter, (b, search, filter) => {
  const q = foldForSearch(search.trim());
  return (b?.Entries ?? []).filter((e) => (filter === '' || e.Status === filter) && (q === '' || foldForSearch(e.Namn).includes(q)));
});
export const $loading = board.$pending;
export const $failed = board.$error.map((e) => e !== null);
export const $saving = $busy;

/** the server's answer to the last save: a field error to show under its field, cleared on the next try */
export const $saveError = createStore<{ field?: string; message: string } | null>(null)
  .on(setMutation.finished.failure, (_, { error }) => (isApiError(error) ? { field: error.field, message: error.message } : null))
  .on(clearMutation.finished.failure, (_, { error }) => (isApiError(error) ? { message: error.message } : null))
  .reset(setMutation.started, clearMutation.started, setMutation.finished.success, clearMutation.finished.success);

export const statusSaved = setMutation.finished.success;
export const statusCleared = clearMutation.finished.success;
