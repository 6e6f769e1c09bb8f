import { formatNumber } from '@lonna/core/validation';
import { format, parseISO } from 'date-fns';
import type { Locale as DateFnsLocale } from 'date-fns';

/** hours as the spec's numbers: two decimals, comma, space as thousands separator */
export const formatHours = (n: number) => formatNumber(n, 2);

/** a sentence starts with a capital; the rest keeps the language's own case ('Mån 3 nov.') */
const upperFirst = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** 'Mån 3 nov.' in the UI language */
export const formatDay = (iso: string, locale: DateFnsLocale) => upperFirst(format(parseISO(iso), 'EEE d MMM', { locale }));
export const formatDayLong = (iso: string, locale: DateFnsLocale) => upperFirst(format(parseISO(iso), 'EEEE d MMMM yyyy', { locale }));
export const formatPeriod = (from: string, to: string, locale: DateFnsLocale) =>
  upperFirst(
    from === to
      ? format(parseISO(from), 'EEEE d MMMM yyyy', { locale })
      : from.slice(0, 7) === to.slice(0, 7) && from.endsWith('-01') && Number(to.slice(8)) >= 28
        ? format(parseISO(from), 'LLLL yyyy', { locale })
        : `${format(parseISO(from), 'd MMM', { locale })} – ${format(parseISO(to), 'd MMM yyyy', { locale })}`,
  );

/** a quantity with its unit: hours, or days for day codes (semester, parental leave) */
export function formatQuantity(n: number, unit: string | undefined, t: (k: string, p?: Record<string, unknown>) => string): string {
  return unit === 'dag' ? t('time.common.days', { n: formatHours(n) }) : `${formatHours(n)} h`;
}

/** hours of the hour codes only: days of day codes are no hours */
export function hoursOnly(rows: readonly { TidKod: string; Timmar: number }[], unitOf: (code: string) => string | undefined): number {
  return rows.reduce((s, r) => (unitOf(r.TidKod) === 'dag' ? s : s + r.Timmar), 0);
}
