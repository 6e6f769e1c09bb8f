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

/** the server's quantities (server/totals.ts) as one text: '7,50 h', '1,00 dag' or '4,00 h · 0,50 dag' */
export function formatQuantities(q: { Hours: number; Days: number }, t: (k: string, p?: Record<string, unknown>) => string): string {
  if (q.Days === 0) return formatQuantity(q.Hours, 'h', t);
  if (q.Hours === 0) return formatQuantity(q.Days, 'dag', t);
  return `${formatQuantity(q.Hours, 'h', t)} · ${formatQuantity(q.Days, 'dag', t)}`;
}
