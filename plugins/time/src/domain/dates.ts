/** Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC: no time zone can shift a day. */
const DAY = 86_400_000;

export const toMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
export const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (iso: string, n: number) => isoOf(toMs(iso) + n * DAY);
export const daysBetween = (a: string, b: string) => Math.round((toMs(b) - toMs(a)) / DAY);

/** every date from `from` to `to`, both included */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ms = toMs(from), end = toMs(to); ms <= end; ms += DAY) out.push(isoOf(ms));
  return out;
}

/** 1 = Monday … 7 = Sunday */
export function isoWeekday(iso: string): number {
  const d = new Date(toMs(iso)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** ISO 8601 week number: the week with the year's first Thursday is week 1 (Swedish practice). */
export function isoWeek(iso: string): number {
  const thursday = toMs(iso) + (4 - isoWeekday(iso)) * DAY;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / DAY / 7) + 1;
}

/** the Monday of the week `iso` is in */
export const mondayOf = (iso: string) => addDays(iso, 1 - isoWeekday(iso));

/** minutes since midnight of 'HH:MM' */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** hours from start to end; an end at or before the start runs past midnight (night shifts) */
export function hoursBetween(start: string, end: string): number {
  let m = minutesOf(end) - minutesOf(start);
  if (m <= 0) m += 24 * 60;
  return Math.round((m / 60) * 100) / 100;
}
