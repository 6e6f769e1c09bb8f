import { $locale, createPageData, createPageQuery, lists, snackbarShown } from '@lonna/core';
import type { EndpointDescriptor } from '@lonna/core/contracts';
import type { Mutation } from '@farfetched/core';
import { combine, createEvent, createStore, sample, type Store } from 'effector';
import type { BulkAction, BulkResult, StatusLine } from '../contracts';
import { bulkDoneText } from './bulk-text';
import { $period, refreshWanted, timeViewOpened } from './model';

type BulkMutation = Mutation<any, BulkResult, any>;

/**
 * The approve and attest views share this: the period's employees with hours
 * and days per status, a selection, and bulk actions over the selection.
 */
export function createStatusListModel(config: { name: string; endpoint: EndpointDescriptor; mutation: BulkMutation }) {
  const departmentChosen = createEvent<string>();
  const toggled = createEvent<string>();
  const allToggled = createEvent<boolean>();
  const actionClicked = createEvent<BulkAction>();

  const $department = createStore('').on(departmentChosen, (_, d) => d);
  const $request = combine($period, $department, (p, Avdelning) => (p ? { From: p.From, To: p.To, ...(Avdelning ? { Avdelning } : {}) } : null));

  const list = createPageQuery({
    name: config.name,
    endpoint: config.endpoint,
    params: $request.map((query) => (query ? { query } : null)),
    refreshOn: [refreshWanted, config.mutation.finished.success],
  });
  const page = createPageData({ loads: [list, lists.departments, { opened: timeViewOpened }] });
  // both list endpoints answer StatusLine[] (contracts.ts)
  const $lines = list.$data as Store<StatusLine[] | null>;

  const $selected = createStore<ReadonlySet<string>>(new Set())
    .on(toggled, (s, anstNr) => {
      const next = new Set(s);
      if (next.has(anstNr)) next.delete(anstNr);
      else next.add(anstNr);
      return next;
    })
    .reset($request.updates, page.closed);
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
      text: bulkDoneText(l, result),
      color: result.Changed > 0 ? ('success' as const) : ('info' as const),
    }),
    target: snackbarShown,
  });

  return {
    page,
    opened: page.opened,
    closed: page.closed,
    departmentChosen,
    toggled,
    allToggled,
    actionClicked,
    $lines,
    $selected,
    $department,
    $loading: list.$pending,
    $busy: config.mutation.$pending,
  };
}
export type StatusListModel = ReturnType<typeof createStatusListModel>;
