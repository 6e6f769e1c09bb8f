import { swedishToday } from '@lonna/core/validation';
import { $locale, createDownload, createEndpointMutation, createPageData, createPageQuery, snackbarShown, translate, type Locale } from '@lonna/core';
import type { BulkResult } from '@lonna/plugin-time/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { compensationsAttest } from '../../attest-contracts';
import { COMPENSATIONS_RESOURCE } from '../../contracts';
import { monthPeriod, stepMonth } from '../list/period';

/** "3 ersättningar ändrades, 2 hoppades över: 1 redan klar, 1 låst" — the skipped rows explained, as time's bulk text */
export function stepDoneText(l: Locale, result: BulkResult): string {
  const done = translate(l, 'compensations.attest.done', { changed: result.Changed, skipped: result.Skipped });
  const why = result.SkippedWhy;
  if (!why || result.Skipped === 0) return done;
  const reasons = (['AlreadyDone', 'NotReady', 'Locked', 'Future'] as const)
    .filter((k) => why[k] > 0)
    .map((k) => translate(l, `compensations.attest.why.${k}`, { n: why[k] }));
  return `${done.replace(/\.$/, '')}: ${reasons.join(', ')}.`;
}

export type Step = 'approve' | 'attest';

/**
 * The compensation section of /approveTime (step approve) and /attest (step attest): a month of the scope's claims by
 * employee, a selection of employees, the step and its undo over the selection (or over one claim), and on the attest
 * page the PAXml export of the attested claims. Each page gets its own instance.
 */
export function createStepModel(step: Step) {
  const opened = createEvent();
  const monthStepped = createEvent<1 | -1>();
  const toggled = createEvent<string>();
  const allToggled = createEvent<boolean>();
  const expandToggled = createEvent<string>();
  const actionClicked = createEvent<'approve' | 'unapprove' | 'attest' | 'unattest'>();
  const rowActionClicked = createEvent<{ AnstNr: string; Id: string; Action: 'approve' | 'unapprove' | 'attest' | 'unattest' }>();
  const exportClicked = createEvent();

  /** the browser's month in Sweden (read when the section opens; tests give their own) */
  const thisMonthFx = createEffect(() => swedishToday().slice(0, 7));
  const $month = createStore('', { serialize: 'ignore' })
    .on(thisMonthFx.doneData, (m, now) => m || now)
    .on(monthStepped, (m, by) => (m ? stepMonth(m, by) : m));
  const $period = $month.map((m) => (m ? monthPeriod(m) : null));
  sample({ clock: opened, target: thisMonthFx });

  const mutation = createEndpointMutation(step === 'approve' ? compensationsAttest.approve : compensationsAttest.attest, { name: `compensations.${step}` });
  const exportFx = createDownload(compensationsAttest.paxml);
  const list = createPageQuery({
    name: `compensations.${step}List`,
    endpoint: compensationsAttest.list,
    params: $period.map((p) => (p ? { query: p } : null)),
    refreshOn: [{ event: 'resource-updated', resource: COMPENSATIONS_RESOURCE }, mutation.finished.success, exportFx.done],
  });
  const page = createPageData({ loads: [list, { opened }] });
  const $lines = list.$data;

  const $selected = createStore<ReadonlySet<string>>(new Set(), { serialize: 'ignore' })
    .on(toggled, (s, anstNr) => {
      const next = new Set(s);
      if (next.has(anstNr)) next.delete(anstNr);
      else next.add(anstNr);
      return next;
    })
    .reset($period.updates, page.closed);
  sample({ clock: allToggled, source: $lines, fn: (lines, on) => new Set(on ? (lines ?? []).map((l) => l.AnstNr) : []), target: $selected });
  /** the employees whose claims are shown row by row */
  const $expanded = createStore<ReadonlySet<string>>(new Set(), { serialize: 'ignore' }).on(expandToggled, (s, anstNr) => {
    const next = new Set(s);
    if (next.has(anstNr)) next.delete(anstNr);
    else next.add(anstNr);
    return next;
  });

  const ready = combine($period, mutation.$pending, (period, pending) => (period && !pending ? period : null));
  sample({
    clock: actionClicked,
    source: { period: ready, selected: $selected },
    filter: ({ period, selected }) => period !== null && selected.size > 0,
    fn: ({ period, selected }, Action) => ({ body: { AnstNr: [...selected], From: period!.From, To: period!.To, Action } as never }),
    target: mutation.start,
  });
  sample({
    clock: rowActionClicked,
    source: ready,
    filter: (period) => period !== null,
    fn: (period, r) => ({ body: { AnstNr: [r.AnstNr], From: period!.From, To: period!.To, Action: r.Action, Ids: [r.Id] } as never }),
    target: mutation.start,
  });
  sample({
    clock: mutation.finished.success,
    source: $locale,
    fn: (l, { result }) => ({ text: stepDoneText(l, result), color: result.Changed > 0 ? ('success' as const) : ('info' as const) }),
    target: snackbarShown,
  });
  sample({
    clock: exportClicked,
    source: { period: $period, selected: $selected, pending: exportFx.pending },
    filter: ({ period, selected, pending }) => period !== null && selected.size > 0 && !pending,
    fn: ({ period, selected }) => ({ body: { AnstNr: [...selected], From: period!.From, To: period!.To } }),
    target: exportFx,
  });
  sample({
    clock: exportFx.done,
    source: $locale,
    fn: (l) => ({ text: translate(l, 'compensations.attest.exported'), color: 'success' as const }),
    target: snackbarShown,
  });

  return {
    step,
    page,
    opened,
    monthStepped,
    toggled,
    allToggled,
    expandToggled,
    actionClicked,
    rowActionClicked,
    exportClicked,
    thisMonthFx,
    list,
    $month,
    $period,
    $lines,
    $selected,
    $expanded,
    $loading: list.$pending,
    $busy: mutation.$pending,
    $exporting: exportFx.pending,
  };
}
export type StepModel = ReturnType<typeof createStepModel>;

/** the two instances: the attest page's and the approve page's */
export const attestStep = createStepModel('attest');
export const approveStep = createStepModel('approve');
