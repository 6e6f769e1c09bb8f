import { addDays, daysBetween } from './dates';

/**
 * Semesterlagen (1977:480) § 12: an employee has the right to at least four weeks' unbroken vacation during
 * June–August (unless otherwise agreed). Year-versioned as data: a change of the law changes this row.
 */
export const SUMMER_RULE = { year: 2026, source: 'Semesterlagen (1977:480) 12 §', fromMonthDay: '06-01', toMonthDay: '08-31', weeks: 4 } as const;

/**
 * Whether the periods (vacation from–to, any order, may touch or overlap) hold four unbroken weeks within the summer of
 * `year`: a run of 28 calendar days (weekends between vacation days are part of the run).
 */
export function hasFourSummerWeeks(periods: readonly { FromDatum: string; TomDatum: string }[], year: number): boolean {
  const from = `${year}-${SUMMER_RULE.fromMonthDay}`;
  const to = `${year}-${SUMMER_RULE.toMonthDay}`;
  const clipped = periods
    .map((p) => ({ f: p.FromDatum < from ? from : p.FromDatum, t: p.TomDatum > to ? to : p.TomDatum }))
    .filter((p) => p.f <= p.t)
    .sort((a, b) => a.f.localeCompare(b.f));
  let runStart: string | null = null;
  let runEnd = '';
  for (const p of clipped) {
    // a weekend between a Friday and the next Monday joins the run: vacation days are working days
    if (runStart !== null && p.f <= addDays(runEnd, 3) && bridged(runEnd, p.f)) runEnd = p.t > runEnd ? p.t : runEnd;
    else {
      runStart = p.f;
      runEnd = p.t;
    }
    if (daysBetween(runStart, runEnd) + 1 >= SUMMER_RULE.weeks * 7 - 2) return true;
  }
  return false;
}

/** the days strictly between `end` and `next` are all Saturday or Sunday (or there are none) */
function bridged(end: string, next: string): boolean {
  for (let d = addDays(end, 1); d < next; d = addDays(d, 1)) {
    const wd = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (wd !== 0 && wd !== 6) return false;
  }
  return true;
}
