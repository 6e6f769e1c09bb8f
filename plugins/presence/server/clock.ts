/** Swedish wall-clock time ↔ instants: clock punches are stamped in Europe/Stockholm, whatever the server's zone. */
const parts = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function stockholm(at: number): { date: string; time: string; seconds: number } {
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, seconds: Number(p.second) };
}

/** how far Stockholm's wall clock is ahead of UTC at an instant (ms) */
function offsetAt(at: number): number {
  const s = stockholm(at);
  const [y, m, d] = s.date.split('-').map(Number) as [number, number, number];
  const [h, mi] = s.time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, mi, s.seconds) - Math.floor(at / 1000) * 1000;
}

/** the instant of a Swedish date and clock time HH:MM (in the hour skipped in spring: the hour after) */
export function instantOf(date: string, hhmm: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = hhmm.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, mi);
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** the day after a date YYYY-MM-DD */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** the date `days` before a date YYYY-MM-DD */
export function daysBefore(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** the date `days` after a date YYYY-MM-DD */
export function daysAfter(date: string, days: number): string {
  return daysBefore(date, -days);
}
