/**
 * Wall-clock arithmetic for passes: a day is an index (days since 1970-01-01) and a time is minutes since the day's
 * start, so a pass is an interval of "plan minutes". Swedish wall-clock time: a DST night is planned as it reads on the
 * clock (the schedule's hours), which is how planners and the time report count it.
 */
const DAY_MS = 86_400_000;
export const DAY_MIN = 1440;

export function dayIndex(isoDate: string): number {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const d = Number(isoDate.slice(8, 10));
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}
export function isoOfDay(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}
export function addDays(isoDate: string, n: number): string {
  return isoOfDay(dayIndex(isoDate) + n);
}
/** 1 Monday … 7 Sunday */
export function isoWeekday(isoDate: string): number {
  // 1970-01-01 was a Thursday (4)
  return ((((dayIndex(isoDate) + 3) % 7) + 7) % 7) + 1;
}
/** the Monday of the ISO week the day is in */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, 1 - isoWeekday(isoDate));
}
/** 'HH:MM' (00:00–24:00) as minutes */
export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}
export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A single pass never crosses midnight: an end at or before the start (22:00–06:00) is adjusted to 24:00 (the
 * issue's rule; a night is planned as two passes, one each side of midnight).
 */
export function clampToMidnight(start: string, end: string): { end: string; adjusted: boolean } {
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (e > s && e <= DAY_MIN) return { end, adjusted: false };
  return { end: '24:00', adjusted: true };
}
