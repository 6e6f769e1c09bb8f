/** The wire's "no date" value (spec §3, §9); the contracts' EMPTY_DATE is this constant. */
export const EMPTY_DATE_VALUE = '1899-12-30';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' for a calendar date, or '' when the day does not exist (31 April, 29 Feb 2023, day 0). */
export function toIsoDate(year: number, month: number, day: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return '';
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return '';
  if (day > daysInMonth(year, month)) return '';
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Gregorian month length; arithmetic rather than Date, which maps years 0–99 to 1900–1999. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for '' and for the empty marker 1899-12-30 (also when a time part follows it). */
export function isEmptyDate(s: string | null | undefined): boolean {
  if (s == null) return true;
  const t = s.trim();
  return t === '' || t.slice(0, 10) === EMPTY_DATE_VALUE;
}

/** Valid when empty or a real calendar date 'YYYY-MM-DD' (a trailing time part is ignored, as the date picker trims to 10). */
export function isValidDate(s: string | null | undefined): boolean {
  if (s == null) return true;
  const t = s.trim();
  if (t === '') return true;
  const m = ISO_DATE.exec(t.slice(0, 10));
  if (!m) return false;
  if (t.length > 10 && !/^[T ]\d{2}:\d{2}/.test(t.slice(10))) return false;
  return toIsoDate(Number(m[1]), Number(m[2]), Number(m[3])) !== '';
}

/**
 * Two-digit year as the year in the window from 89 years back to 10 years ahead
 * of `today` (spec: more than 10 years ahead goes back a century). Today 2025:
 * '35' → 2035, '36' → 1936. Near a century's end the window crosses it: today
 * 2095, '05' → 2105.
 */
export function expandTwoDigitYear(yy: number, today: Date): number {
  const current = today.getFullYear();
  const year = Math.floor(current / 100) * 100 + yy;
  if (year > current + 10) return year - 100;
  if (year < current - 89) return year + 100;
  return year;
}

/**
 * The date field shorthand (spec §5), digits only; separators - / . and spaces are ignored,
 * so a full '2025-03-07' also passes. Returns 'YYYY-MM-DD' or '' (never an impossible date).
 * - 1–2 digits: day of today's month
 * - 3 digits: M DD of today's year
 * - 4 digits: MM DD of today's year, or YY MM (day 1) when the first two exceed 12
 * - 5 digits: YY M DD · 6 digits: YY MM DD · 8 digits: YYYY MM DD
 * - 7 or more than 8 digits: ''
 */
export function parseDateShorthand(input: string, today: Date): string {
  const raw = (input ?? '').trim();
  if (!/^[\d\s./-]*$/.test(raw)) return '';
  const d = raw.replace(/[\s./-]/g, '');
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const num = (from: number, to: number): number => Number(d.slice(from, to));

  switch (d.length) {
    case 1:
    case 2:
      return toIsoDate(year, month, num(0, d.length));
    case 3:
      return toIsoDate(year, num(0, 1), num(1, 3));
    case 4: {
      const first = num(0, 2);
      if (first > 12) return toIsoDate(expandTwoDigitYear(first, today), num(2, 4), 1);
      return toIsoDate(year, first, num(2, 4));
    }
    case 5:
      return toIsoDate(expandTwoDigitYear(num(0, 2), today), num(2, 3), num(3, 5));
    case 6:
      return toIsoDate(expandTwoDigitYear(num(0, 2), today), num(2, 4), num(4, 6));
    case 8:
      return toIsoDate(num(0, 4), num(4, 6), num(6, 8));
    default:
      return '';
  }
}

/** today's calendar date in Sweden 'YYYY-MM-DD' (what the server stamps; a day ends at midnight in Sweden, not UTC) */
export function swedishToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// made on first use: an Intl.DateTimeFormat with a time zone costs ≈ 35 ms to build at start-up on a slow phone, and
// the sign-in screen never asks the wall clock (issue 22, Lighthouse's total blocking time)
let wall: Intl.DateTimeFormat | undefined;
const wallFormat = (): Intl.DateTimeFormat =>
  (wall ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * The instant (epoch ms) a Swedish calendar day begins, whatever the server's zone: UTC midnight moved back by
 * Stockholm's offset that day (+1 h in winter, +2 h in summer; the clocks change at night, never at midnight).
 */
export function swedishDayStart(isoDate: string): number {
  const utc = Date.parse(`${isoDate}T00:00:00Z`);
  const p = Object.fromEntries(
    wallFormat()
      .formatToParts(new Date(utc))
      .map((x) => [x.type, x.value]),
  );
  const wallMs = Date.parse(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:00Z`);
  return utc - (wallMs - utc);
}

/** The Swedish wall clock at an instant: the date and the time 'HH:MM' in Europe/Stockholm, whatever the server's zone. */
export function swedishWallClock(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(
    wallFormat()
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
