import { addDays, isoWeekday } from './dates';

/**
 * Swedish public holidays, Lag (1989:253) om allmänna helgdagar as amended by
 * SFS 2004:1320, plus the eves that are days off in practice (EVE). The same
 * rules as the host's /api/holidays list, kept here because the server half of
 * a plugin cannot import the host application.
 */
export interface Holiday { Datum: string; Namn: string; Typ: 'HOLIDAY' | 'EVE' }

function easterSunday(year: number): string {
  const a = year % 19, b = Math.floor(year / 100), c = year % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const date = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** the Saturday on or after `first` */
const saturdayFrom = (first: string) => addDays(first, (6 - (isoWeekday(first) % 7) + 7) % 7);

const cache = new Map<number, Map<string, Holiday>>();

export function swedishHolidays(year: number): Map<string, Holiday> {
  const hit = cache.get(year);
  if (hit) return hit;
  const easter = easterSunday(year);
  const midsommar = saturdayFrom(date(year, 6, 20));
  const list: [string, string, Holiday['Typ']][] = [
    [date(year, 1, 1), 'Nyårsdagen', 'HOLIDAY'], [date(year, 1, 6), 'Trettondedag jul', 'HOLIDAY'],
    [addDays(easter, -2), 'Långfredagen', 'HOLIDAY'], [addDays(easter, -1), 'Påskafton', 'EVE'], [easter, 'Påskdagen', 'HOLIDAY'],
    [addDays(easter, 1), 'Annandag påsk', 'HOLIDAY'], [date(year, 5, 1), 'Första maj', 'HOLIDAY'],
    [addDays(easter, 39), 'Kristi himmelsfärdsdag', 'HOLIDAY'], [addDays(easter, 49), 'Pingstdagen', 'HOLIDAY'],
    [addDays(midsommar, -1), 'Midsommarafton', 'EVE'], [midsommar, 'Midsommardagen', 'HOLIDAY'],
    [saturdayFrom(date(year, 10, 31)), 'Alla helgons dag', 'HOLIDAY'],
    [date(year, 12, 24), 'Julafton', 'EVE'], [date(year, 12, 25), 'Juldagen', 'HOLIDAY'], [date(year, 12, 26), 'Annandag jul', 'HOLIDAY'],
    [date(year, 12, 31), 'Nyårsafton', 'EVE'],
    year >= 2005 ? [date(year, 6, 6), 'Nationaldagen', 'HOLIDAY'] : [addDays(easter, 50), 'Annandag pingst', 'HOLIDAY'],
  ];
  const map = new Map(list.map(([Datum, Namn, Typ]) => [Datum, { Datum, Namn, Typ }]));
  cache.set(year, map);
  return map;
}

export const holidayOn = (iso: string): Holiday | null => swedishHolidays(Number(iso.slice(0, 4))).get(iso) ?? null;
