/**
 * Swedish public holidays by Lag (1989:253) om allmänna helgdagar (as amended by
 * SFS 2004:1320: Nationaldagen in, Annandag pingst out from 2005), plus the eves
 * that are days off in practice (typed EVE). Sundays are holidays by law too;
 * they are left out because every calendar shows them anyway.
 */
export interface Holiday {
  Datum: string;
  Namn: string;
  Typ: 'HOLIDAY' | 'EVE';
}

/** Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
/** the Saturday within [first, first + 6] */
const saturdayFrom = (first: Date) => plusDays(first, (6 - first.getUTCDay() + 7) % 7);

export function swedishHolidays(year: number): Holiday[] {
  const e = easterSunday(year);
  const easter = utc(year, e.month, e.day);
  const midsommardagen = saturdayFrom(utc(year, 6, 20));
  const allaHelgons = saturdayFrom(utc(year, 10, 31));
  const list: [Date, string, Holiday['Typ']][] = [
    [utc(year, 1, 1), 'Nyårsdagen', 'HOLIDAY'],
    [utc(year, 1, 6), 'Trettondedag jul', 'HOLIDAY'],
    [plusDays(easter, -2), 'Långfredagen', 'HOLIDAY'],
    [plusDays(easter, -1), 'Påskafton', 'EVE'],
    [easter, 'Påskdagen', 'HOLIDAY'],
    [plusDays(easter, 1), 'Annandag påsk', 'HOLIDAY'],
    [utc(year, 5, 1), 'Första maj', 'HOLIDAY'],
    [plusDays(easter, 39), 'Kristi himmelsfärdsdag', 'HOLIDAY'],
    [plusDays(easter, 49), 'Pingstdagen', 'HOLIDAY'],
    [plusDays(midsommardagen, -1), 'Midsommarafton', 'EVE'],
    [midsommardagen, 'Midsommardagen', 'HOLIDAY'],
    [allaHelgons, 'Alla helgons dag', 'HOLIDAY'],
    [utc(year, 12, 24), 'Julafton', 'EVE'],
    [utc(year, 12, 25), 'Juldagen', 'HOLIDAY'],
    [utc(year, 12, 26), 'Annandag jul', 'HOLIDAY'],
    [utc(year, 12, 31), 'Nyårsafton', 'EVE'],
  ];
  if (year >= 2005) list.push([utc(year, 6, 6), 'Nationaldagen', 'HOLIDAY']);
  else list.push([plusDays(easter, 50), 'Annandag pingst', 'HOLIDAY']);
  return list.map(([d, Namn, Typ]) => ({ Datum: iso(d), Namn, Typ })).sort((a, b) => a.Datum.localeCompare(b.Datum) || (a.Typ === 'HOLIDAY' ? -1 : 1));
}

const byYear = new Map<number, Map<string, Holiday>>();

/** The holiday (or eve) on an ISO date, or null; each year is computed once. */
export function holidayOn(isoDate: string): Holiday | null {
  const year = Number(isoDate.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Map(swedishHolidays(year).map((h) => [h.Datum, h]));
    byYear.set(year, days);
  }
  return days.get(isoDate) ?? null;
}
