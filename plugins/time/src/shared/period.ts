import { isValidDate } from '@lonna/core/validation';
import { addDays, daysBetween, isoWeekday } from '../domain/dates';

/**
 * Periods of the shared date filter. DateFilterPeriodType D/W/M/Y and
 * InitialDateFilter CURRENT/PREVIOUS/NEXT come from the user's settings; the
 * time views show at most a month at a time (a year is shown month by month).
 */
export type PeriodType = 'D' | 'W' | 'M' | 'Y';
export interface Period {
  From: string;
  To: string;
}

const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
const monthEnd = (iso: string) => addDays(monthStart(addDays(monthStart(iso), 32)), -1);

export function periodAround(type: PeriodType, day: string): Period {
  if (type === 'D') return { From: day, To: day };
  if (type === 'W') {
    const monday = addDays(day, 1 - isoWeekday(day));
    return { From: monday, To: addDays(monday, 6) };
  }
  return { From: monthStart(day), To: monthEnd(day) };
}

export function initialPeriod(type: PeriodType, initial: 'CURRENT' | 'PREVIOUS' | 'NEXT', today: string): Period {
  const current = periodAround(type, today);
  return initial === 'CURRENT' ? current : shiftPeriod(current, type, initial === 'NEXT' ? 1 : -1);
}

/** the period before or after, of the same kind */
export function shiftPeriod(p: Period, type: PeriodType, direction: 1 | -1): Period {
  if (type === 'D') return periodAround('D', addDays(p.From, direction));
  if (type === 'W') return periodAround('W', addDays(p.From, 7 * direction));
  if (type === 'M' || type === 'Y') return periodAround('M', direction === 1 ? addDays(monthEnd(p.From), 1) : addDays(monthStart(p.From), -1));
  return p;
}

/** the kind of a free period, to step it sensibly */
export function typeOf(p: Period): PeriodType {
  const n = daysBetween(p.From, p.To);
  if (n === 0) return 'D';
  if (n === 6 && isoWeekday(p.From) === 1) return 'W';
  return 'M';
}

/** the server takes at most 93 days at a time */
export const MAX_PERIOD_DAYS = 93;
export const validPeriod = (p: Period) => periodProblem(p) === null;

/** what is wrong with a period, on which field (issue 13, bug 2: 2026-02-30 is a date that does not exist) */
export function periodProblem(p: Period): { field: 'From' | 'To'; rule: 'invalidDate' | 'invalid' } | null {
  // isValidDate takes '' as a valid empty date; a period needs both ends
  if (!p.From || !isValidDate(p.From)) return { field: 'From', rule: 'invalidDate' };
  if (!p.To || !isValidDate(p.To)) return { field: 'To', rule: 'invalidDate' };
  if (p.From > p.To || daysBetween(p.From, p.To) > MAX_PERIOD_DAYS) return { field: 'To', rule: 'invalid' };
  return null;
}

/** today in Sweden, as the server stamps punches (the one rule lives in core) */
export { swedishToday } from '@lonna/core/validation';
