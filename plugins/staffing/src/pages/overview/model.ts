import { $staffingCalendarType, createPageData, createPageQuery, staffingCalendarTypeChanged } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { type Coverage, pushTouches, STAFFING_RESOURCE, staffing } from '../../contracts';
import { daysOf, periodOf, stepAnchor, type PeriodType } from '../../shared/period';
import { todayFx, todayOnOpen } from '../../shared/today';

/** The overview (BemOverview): per day and need, staffed against required, by week or month. */
export const periodStepped = createEvent<-1 | 1>();
export const todayPressed = createEvent();
export const calendarTypeChosen = createEvent<PeriodType>();

export const $anchor = createStore('').on(todayFx.doneData, (_, d) => d);
/** the overview is by week or by month (a day is the planner's) */
export const $calendarType = $staffingCalendarType.map((t): PeriodType => (t === 'month' ? 'month' : 'week'));
sample({ clock: calendarTypeChosen, target: staffingCalendarTypeChanged });
sample({ clock: todayPressed, target: todayFx });
sample({
  clock: periodStepped,
  source: { a: $anchor, type: $calendarType },
  filter: ({ a }) => a !== '',
  fn: ({ a, type }, dir) => stepAnchor(type, a, dir),
  target: $anchor,
});
export const $period = combine($anchor, $calendarType, (a, type) => (a ? periodOf(type, a) : null));

export const overview = createPageQuery({
  name: 'staffing.overview',
  endpoint: staffing.overview,
  params: $period.map((p) => (p ? { query: p } : null)),
  refreshOn: [
    {
      event: 'resource-updated',
      resource: STAFFING_RESOURCE,
      when: (payload, params) => pushTouches(payload, (params as { query: { From: string } }).query.From, (params as { query: { To: string } }).query.To),
    },
  ],
});
export const overviewPage = createPageData({ loads: [overview, todayOnOpen()] });
export const $loading = overview.$pending;
export const $failed = overview.$error.map(Boolean);

export interface DayCoverage {
  Datum: string;
  rows: Coverage[];
  kravs: number;
  bemannade: number;
}
/** every day of the period, with its needs (a day without passes shows as empty) */
export const $days = combine($period, overview.$data, (p, o): DayCoverage[] => {
  if (!p) return [];
  const by = new Map<string, Coverage[]>();
  for (const r of o?.Rows ?? []) by.set(r.Datum, [...(by.get(r.Datum) ?? []), r]);
  return daysOf(p).map((Datum) => {
    const rows = by.get(Datum) ?? [];
    return { Datum, rows, kravs: rows.reduce((n, r) => n + r.Kravs, 0), bemannade: rows.reduce((n, r) => n + r.Bemannade, 0) };
  });
});
export const $totals = $days.map((days) => ({
  kravs: days.reduce((n, d) => n + d.kravs, 0),
  bemannade: days.reduce((n, d) => n + d.bemannade, 0),
  understaffed: days.reduce((n, d) => n + d.rows.filter((r) => r.Bemannade < r.Kravs).length, 0),
}));
