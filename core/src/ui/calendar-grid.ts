import { addDays, getISOWeek, startOfISOWeek } from 'date-fns';
import { toIsoDate } from '../validation';

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  iso: string;
  date: Date;
  inMonth: boolean;
}

export interface CalendarWeek {
  /** ISO 8601 week number (the Swedish "vecka") */
  week: number;
  days: CalendarDay[];
}

export function isoOf(date: Date): string {
  return toIsoDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** Local-time Date for 'YYYY-MM-DD', or null when it is not a real date. */
export function dateOf(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.slice(0, 10));
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (toIsoDate(y, mo, d) === '') return null;
  return new Date(y, mo - 1, d);
}

/**
 * The weeks that show a month, Monday first (Swedish weeks start on Monday whatever the UI
 * language), each with its ISO week number. Always whole weeks, 4 to 6 of them.
 */
export function calendarWeeks(year: number, month: number): CalendarWeek[] {
  const first = new Date(year, month - 1, 1);
  const weeks: CalendarWeek[] = [];
  let cursor = startOfISOWeek(first);
  do {
    const days: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      const date = addDays(cursor, i);
      days.push({ iso: isoOf(date), date, inMonth: date.getMonth() === month - 1 });
    }
    weeks.push({ week: getISOWeek(cursor), days });
    cursor = addDays(cursor, 7);
  } while (cursor.getMonth() === month - 1 && cursor.getFullYear() === year);
  return weeks;
}
