import { $staffingCalendarType, createPageData, createPageQuery, staffingCalendarTypeChanged } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { type DayTrades, OVERVIEW_PER_PAGE, type OverviewNeed, pushTouches, STAFFING_RESOURCE, staffing, TRADE_RESOURCE } from '../../contracts';
import { daysOf, periodOf, stepAnchor, type PeriodType } from '../../shared/period';
import { todayFx, todayOnOpen } from '../../shared/today';

/** The overview (BemOverview): per day and need, staffed against required, by week or month. */
export const periodStepped = createEvent<-1 | 1>();
export const todayPressed = createEvent();
export const calendarTypeChosen = createEvent<PeriodType>();
/** a page of the needs chosen (core's Pager) */
export const needsPageChosen = createEvent<number>();
export const onlyShortToggled = createEvent<boolean>();

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
/** only the needs short on some day of the period (and only those days) */
export const $onlyShort = createStore(false).on(onlyShortToggled, (_, v) => v);
/** the page of needs (another period or filter starts again at the first) */
export const $needsPage = createStore(1)
  .on(needsPageChosen, (_, p) => Math.max(1, p))
  .reset($period.updates, $onlyShort.updates);

export const overview = createPageQuery({
  name: 'staffing.overview',
  endpoint: staffing.overview,
  params: combine($period, $needsPage, $onlyShort, (p, page, onlyShort) =>
    p
      ? {
          query: {
            ...p,
            Page: String(page),
            PerPage: String(OVERVIEW_PER_PAGE),
            ...(onlyShort ? { Underbemannade: 'true' as const } : {}),
          },
        }
      : null,
  ),
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

/** one need on one day, as the day's table shows it */
export interface NeedRow extends Omit<OverviewNeed, 'Rader'> {
  Kravs: number;
  Bemannade: number;
}
export interface DayCoverage {
  Datum: string;
  /** the day's needs of the current page */
  rows: NeedRow[];
  /** the day over all the caller's needs (not only the page's) */
  kravs: number;
  bemannade: number;
  /** how many of the day's needs are short */
  short: number;
  /** the day's shift trades of the caller's people that wait (open, interest shown); null = none */
  trades: DayTrades | null;
}
/** every day of the period, with its totals and its needs of the page (a day without passes shows as empty) */
export const $days = combine($period, overview.$data, (p, o): DayCoverage[] => {
  if (!p) return [];
  // the page's needs come in time-of-day order: each day lists them so
  const by = new Map<string, NeedRow[]>();
  for (const { Rader, ...need } of o?.Behov ?? []) {
    for (const r of Rader) {
      const day = by.get(r.Datum) ?? [];
      day.push({ ...need, Kravs: r.Kravs, Bemannade: r.Bemannade });
      by.set(r.Datum, day);
    }
  }
  const totals = new Map((o?.Dagar ?? []).map((d) => [d.Datum, d]));
  const trades = new Map((o?.Byten ?? []).map((t) => [t.Datum, t]));
  return daysOf(p).map((Datum) => {
    const d = totals.get(Datum);
    return {
      Datum,
      rows: by.get(Datum) ?? [],
      kravs: d?.Kravs ?? 0,
      bemannade: d?.Bemannade ?? 0,
      short: d?.Underbemannade ?? 0,
      trades: trades.get(Datum) ?? null,
    };
  });
});
export const $totals = $days.map((days) => ({
  kravs: days.reduce((n, d) => n + d.kravs, 0),
  bemannade: days.reduce((n, d) => n + d.bemannade, 0),
  understaffed: days.reduce((n, d) => n + d.short, 0),
  trades: days.reduce((n, d) => n + (d.trades ? d.trades.Oppna + d.trades.Intresse : 0), 0),
}));
/** the needs' page (the dv-pagination header: the needs counted, not the days) */
export const $needsPagination = overview.$pagination;
