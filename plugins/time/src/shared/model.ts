import { $dateFilter, $selectedEmployee, $userAppSettings, dateFilterChanged, employeeSelected, lists, salaryYearChosen } from '@lonna/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ResourceUpdated } from '../contracts';
import { $isEmployeeOnly, $ownAnstNr, tidraderUpdated } from './early';
import { initialPeriod, periodAround, shiftPeriod, swedishToday, typeOf, validPeriod, type Period, type PeriodType } from './period';

export { $isEmployeeOnly, $ownAnstNr, tidraderUpdated } from './early';

/**
 * What every time view shares: whose time (the selected employee, or the user
 * themself), which period (the shared date filter), and when to refresh
 * (a push from another user's change, the window getting focus, a timer).
 */

/** whose time the views show */
export const $anstNr = combine($selectedEmployee, $ownAnstNr, $isEmployeeOnly, (selected, own, perOnly) => (perOnly ? own : (selected?.AnstNr ?? own)));

export const todayReadFx = createEffect(() => swedishToday());
const $today = createStore('', { serialize: 'ignore' }).on(todayReadFx.doneData, (_, d) => d);

const $periodType = $userAppSettings.map((s) => (s.DateFilterPeriodType === 'D' ? 'W' : s.DateFilterPeriodType) as PeriodType);

/** the shown period: the shared date filter, or the user's initial period when it is empty */
export const $period = combine($dateFilter, $periodType, $userAppSettings, $today, (f, type, s, today): Period | null => {
  const p = { From: f.From, To: f.To };
  if (validPeriod(p)) return p;
  return today ? initialPeriod(type, s.InitialDateFilter, today) : null;
});

/** every time page opens with this (its page data loads it): today's date and the employee list */
export const timeViewOpened = createEvent();
export const periodStepped = createEvent<1 | -1>();
export const periodChosen = createEvent<Period>();
export const periodLockToggled = createEvent<boolean>();
export const employeeChosen = createEvent<string | null>();

sample({ clock: timeViewOpened, target: todayReadFx });
sample({ clock: timeViewOpened, fn: () => undefined, target: lists.employees.needed });
// an administrator without an employee number of their own opens a time view on the first active employee, not on
// an empty page (issue 13); the picker and next/previous take it from there
type Listed = { AnstNr: string; Aktiv: boolean };
sample({
  clock: [timeViewOpened, lists.employees.$items.updates],
  source: { anstNr: $anstNr, perOnly: $isEmployeeOnly, items: lists.employees.$items },
  filter: ({ anstNr, perOnly, items }) => !perOnly && !anstNr && ((items as Listed[] | null) ?? []).length > 0,
  fn: ({ items }) => {
    const list = items as Listed[];
    return (list.find((e) => e.Aktiv) ?? list[0]) as never;
  },
  target: employeeSelected,
});
sample({
  clock: periodStepped,
  source: { period: $period, type: $periodType },
  filter: ({ period }) => period !== null,
  fn: ({ period, type }, dir) => {
    const kind = typeOf(period!) === 'D' ? 'D' : typeOf(period!) === 'W' ? 'W' : type === 'D' ? 'W' : type;
    return shiftPeriod(period!, kind, dir);
  },
  target: dateFilterChanged,
});
sample({ clock: periodChosen, filter: validPeriod, target: dateFilterChanged });
// another salary year in the toolbar: the time views move to the same month of that year (issue 13, bug 8)
sample({
  clock: salaryYearChosen,
  source: { period: $period, type: $periodType },
  filter: ({ period }, year) => period !== null && Number(period.From.slice(0, 4)) !== year,
  fn: ({ period, type }, year) => periodAround(type, `${year}-${period!.From.slice(5, 7)}-01`),
  target: dateFilterChanged,
});
sample({ clock: periodLockToggled, fn: (Locked) => ({ Locked }), target: dateFilterChanged });
sample({
  clock: employeeChosen,
  source: lists.employees.$items,
  fn: (items, anstNr) => (anstNr ? (((items as { AnstNr: string }[] | null) ?? []).find((e) => e.AnstNr === anstNr) ?? null) : null) as never,
  target: employeeSelected,
});

// ---- refreshing ----
/** the view should reload: a relevant push, focus back on the window, or the fallback timer */
export const refreshWanted = createEvent();

const isChange = (x: unknown): x is ResourceUpdated =>
  typeof x === 'object' && x !== null && typeof (x as ResourceUpdated).AnstNr === 'string' && typeof (x as ResourceUpdated).From === 'string';

sample({
  clock: tidraderUpdated,
  source: { anstNr: $anstNr, period: $period },
  filter: ({ anstNr, period }, change) =>
    isChange(change) && (change.AnstNr === anstNr || change.AnstNr === '') && period !== null && change.From <= period.To && change.To >= period.From,
  fn: () => undefined,
  target: refreshWanted,
});

/** focus and a two-minute timer back up the socket (see useRefreshOnFocus) */
export const REFRESH_INTERVAL_MS = 120_000;
