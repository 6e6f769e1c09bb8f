import { addDays, isoWeekday } from './dates';

export type CalendarMode = 'month' | 'week';

/** the period a calendar view shows around a date: its month, or its ISO week (Monday–Sunday) */
export function periodOf(anchor: string, mode: CalendarMode): { From: string; To: string } {
  if (mode === 'week') {
    const From = addDays(anchor, 1 - isoWeekday(anchor));
    return { From, To: addDays(From, 6) };
  }
  const From = `${anchor.slice(0, 7)}-01`;
  const next = addDays(From, 32);
  return { From, To: addDays(`${next.slice(0, 7)}-01`, -1) };
}

/** the anchor one view earlier or later */
export function stepAnchor(anchor: string, mode: CalendarMode, step: 1 | -1): string {
  if (mode === 'week') return addDays(anchor, 7 * step);
  const first = `${anchor.slice(0, 7)}-01`;
  return step === 1 ? `${addDays(first, 32).slice(0, 7)}-01` : `${addDays(first, -1).slice(0, 7)}-01`;
}
