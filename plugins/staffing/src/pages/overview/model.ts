import { $staffingCalendarType, createPageData, createPageQuery, staffingCalendarTypeChanged } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { type Coverage, type DayTrades, pushTouches, STAFFING_RESOURCE, staffing, TRADE_RESOURCE } from '../../contracts';
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
    // a trade step changes the day's open trades
    { event: 'resource-updated', resource: TRADE_RESOURCE },
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
  /** the day's shift trades of the caller's people that wait (open, interest shown); null = none */
  trades: DayTrades | null;
}
/** every day of the period, with its needs (a day without passes shows as empty) */
export const $days = combine($period, overview.$data, (p, o): DayCoverage[] => {
  if (!p) return [];
  const by = new Map<string, Coverage[]>();
  for (const r of o?.Rows ?? []) by.set(r.Datum, [...(by.get(r.Datum) ?? []), r]);
  const trades = new Map((o?.Byten ?? []).map((t) => [t.Datum, t]));
  return daysOf(p).map((Datum) => {
    const rows = by.get(Datum) ?? [];
    const kravs = rows.reduce((n, r) => n + r.Kravs, 0);
    return { Datum, rows, kravs, bemannade: rows.reduce((n, r) => n + r.Bemannade, 0), trades: trades.get(Datum) ?? null };
  });
});
export const $totals = $days.map((days) => ({
  kravs: days.reduce((n, d) => n + d.kravs, 0),
  bemannade: days.reduce((n, d) => n + d.bemannade, 0),
  understaffed: days.reduce((n, d) => n + d.rows.filter((r) => r.Bemannade < r.Kravs).length, 0),
  trades: days.reduce((n, d) => n + (d.trades ? d.trades.Oppna + d.trades.Intresse : 0), 0),
}));
