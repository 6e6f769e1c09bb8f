import { formatNumber } from '@lonna/core/validation';
import { format, parseISO } from 'date-fns';
import type { Locale as DateFnsLocale } from 'date-fns';

/** hours as the spec's numbers: two decimals, comma, space as thousands separator */
export const formatHours = (n: number) => formatNumber(n, 2);

/** 'mån 3 nov' in the UI language */
export const formatDay = (iso: string, locale: DateFnsLocale) => format(parseISO(iso), 'EEE d MMM', { locale });
export const formatDayLong = (iso: string, locale: DateFnsLocale) => format(parseISO(iso), 'EEEE d MMMM yyyy', { locale });
export const formatPeriod = (from: string, to: string, locale: DateFnsLocale) =>
  from === to ? formatDayLong(from, locale)
    : from.slice(0, 7) === to.slice(0, 7) && from.endsWith('-01') && Number(to.slice(8)) >= 28
      ? format(parseISO(from), 'LLLL yyyy', { locale })
      : `${format(parseISO(from), 'd MMM', { locale })} – ${format(parseISO(to), 'd MMM yyyy', { locale })}`;
