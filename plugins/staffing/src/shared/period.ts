import { addDays, dayIndex, isoOfDay, mondayOf } from '../domain/rules/time';

export type PeriodType = 'day' | 'week' | 'month';
export interface Period {
  From: string;
  To: string;
}

/** the days a view shows around `anchor`: the day, its ISO week, or the whole weeks that hold its month */
export function periodOf(type: PeriodType, anchor: string): Period {
  if (type === 'day') return { From: anchor, To: anchor };
  if (type === 'week') {
    const From = mondayOf(anchor);
    return { From, To: addDays(From, 6) };
  }
  const first = `${anchor.slice(0, 8)}01`;
  const next = (() => {
    const y = Number(anchor.slice(0, 4));
    const m = Number(anchor.slice(5, 7));
    return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  })();
  return { From: mondayOf(first), To: addDays(mondayOf(addDays(next, -1)), 6) };
}

/** the anchor one step back or on */
export function stepAnchor(type: PeriodType, anchor: string, dir: -1 | 1): string {
  if (type === 'day') return addDays(anchor, dir);
  if (type === 'week') return addDays(anchor, 7 * dir);
  const y = Number(anchor.slice(0, 4));
  const m = Number(anchor.slice(5, 7)) - 1 + dir;
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${yy}-${String(mm + 1).padStart(2, '0')}-01`;
}

export function daysOf(p: Period): string[] {
  const out: string[] = [];
  for (let i = dayIndex(p.From); i <= dayIndex(p.To); i++) out.push(isoOfDay(i));
  return out;
}

/** ISO week number of a day (the Thursday of its week decides the year) */
export function isoWeek(iso: string): number {
  const thursday = addDays(mondayOf(iso), 3);
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor((dayIndex(thursday) - dayIndex(jan1)) / 7) + 1;
}
