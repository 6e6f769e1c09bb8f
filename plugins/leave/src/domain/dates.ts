/** Calendar arithmetic on YYYY-MM-DD strings (UTC noon: no daylight-saving edge). */
const DAY = 86_400_000;
const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
export const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (iso: string, n: number) => isoOf(at(iso) + n * DAY);
export const daysBetween = (from: string, to: string) => Math.round((at(to) - at(from)) / DAY);
/** 1 = Monday … 7 = Sunday */
export const isoWeekday = (iso: string) => ((new Date(at(iso)).getUTCDay() + 6) % 7) + 1;
export const mondayOf = (iso: string) => addDays(iso, 1 - isoWeekday(iso));

/** every day from `from` to `to`, both included */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** the chosen weekdays of the period */
export function chosenDays(from: string, to: string, weekdays: readonly number[]): string[] {
  if (to < from) return [];
  return eachDay(from, to).filter((d) => weekdays.includes(isoWeekday(d)));
}

/** ISO week number (weeks start on Monday; week 1 holds the year's first Thursday) */
export function isoWeek(iso: string): number {
  const thursday = addDays(iso, 4 - isoWeekday(iso));
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor(daysBetween(jan1, thursday) / 7) + 1;
}

/** runs of consecutive days in a sorted list: [['2026-06-01','2026-06-03'], …] */
export function runsOf(days: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const d of days) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === d) last[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}
