import { createEndpointMutation, createPageData, createPageQuery, isApiError } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { TRAVEL_RESOURCE, travel, type NewTravelEntry } from '../../contracts';

/** The entries page: the company's entries, newest first, and a form to add one. */

export const createEntryMutation = createEndpointMutation(travel.create, { name: 'travel.create', silent: true });

/** the form was sent; while a save is pending a second send is refused (a double click saves once) */
export const entrySubmitted = createEvent<NewTravelEntry>();
sample({
  clock: entrySubmitted,
  filter: createEntryMutation.$pending.map((pending) => !pending),
  fn: (body) => ({ body }),
  target: createEntryMutation.start,
});

export const entries = createPageQuery({
  name: 'travel.entries',
  endpoint: travel.list,
  params: createStore({ query: {} }),
  // another user's entry, or our own, reloads the list from the server
  refreshOn: [{ event: 'resource-updated', resource: TRAVEL_RESOURCE }, createEntryMutation.finished.success],
});
export const entriesPage = createPageData({ loads: [entries] });

export const $entries = entries.$data.map((list) => list ?? []);
export const $loading = entries.$pending;
export const $saving = createEntryMutation.$pending;

/** the server's answer to the last save: a field error to show under its field, cleared on the next try */
export const $saveError = createStore<{ field?: string; message: string } | null>(null)
  .on(createEntryMutation.finished.failure, (_, { error }) => (isApiError(error) ? { field: error.field, message: error.message } : null))
  .reset(createEntryMutation.started);

export const entrySaved = createEntryMutation.finished.success;
sample({ clock: entrySaved, fn: () => null, target: $saveError });
