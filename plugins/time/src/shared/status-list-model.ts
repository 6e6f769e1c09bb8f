import { $locale, snackbarShown, translate } from '@lonna/core';
import type { Mutation, Query } from '@farfetched/core';
import { combine, createEvent, createStore, sample } from 'effector';
import type { BulkAction, StatusLine } from '../contracts';
import { $period, refreshWanted, timeViewOpened } from './model';

type ListQuery = Query<any, StatusLine[], any>;
type BulkMutation = Mutation<any, { Changed: number; Skipped: number }, any>;

/**
 * The approve and attest views share this: the period's employees with hours
 * and days per status, a selection, and bulk actions over the selection.
 */
export function createStatusListModel(config: { query: ListQuery; mutation: BulkMutation }) {
  const opened = createEvent();
  const closed = createEvent();
  const departmentChosen = createEvent<string>();
  const toggled = createEvent<string>();
  const allToggled = createEvent<boolean>();
  const actionClicked = createEvent<BulkAction>();

  const $active = createStore(false).on(opened, () => true).on(closed, () => false);
  const $department = createStore('').on(departmentChosen, (_, d) => d);
  const $request = combine($period, $department, (p, Avdelning) => (p ? { From: p.From, To: p.To, ...(Avdelning ? { Avdelning } : {}) } : null));

  sample({ clock: opened, target: timeViewOpened });
  sample({
    clock: [opened, $request.updates, refreshWanted, config.mutation.finished.success],
    source: { request: $request, active: $active },
    filter: ({ request, active }) => request !== null && active,
    fn: ({ request }) => ({ query: request! }),
    target: config.query.start,
  });

  const $lines = createStore<StatusLine[] | null>(null).on(config.query.finished.success, (_, { result }) => result).reset($request.updates);
  const $selected = createStore<ReadonlySet<string>>(new Set())
    .on(toggled, (s, anstNr) => {
      const next = new Set(s);
      if (next.has(anstNr)) next.delete(anstNr);
      else next.add(anstNr);
      return next;
    })
    .reset($request.updates, closed);
  sample({ clock: allToggled, source: $lines, fn: (lines, on) => new Set(on ? (lines ?? []).map((l) => l.AnstNr) : []), target: $selected });

  sample({
    clock: actionClicked,
    source: { period: $period, selected: $selected },
    filter: ({ period, selected }) => period !== null && selected.size > 0,
    fn: ({ period, selected }, Action) => ({ body: { AnstNr: [...selected], From: period!.From, To: period!.To, Action } }),
    target: config.mutation.start,
  });
  sample({
    clock: config.mutation.finished.success,
    source: $locale,
    fn: (l, { result }) => ({
      text: translate(l, 'time.bulk.done', { changed: result.Changed, skipped: result.Skipped }),
      color: result.Changed > 0 ? ('success' as const) : ('info' as const),
    }),
    target: snackbarShown,
  });

  return {
    opened, closed, departmentChosen, toggled, allToggled, actionClicked,
    $lines, $selected, $department, $loading: config.query.$pending, $busy: config.mutation.$pending,
  };
}
export type StatusListModel = ReturnType<typeof createStatusListModel>;
