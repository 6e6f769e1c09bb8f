import { format, isSameDay, type Locale } from 'date-fns';

/** an instant as the board shows it: the clock time today, else the day and the clock time ('' for none) */
export function when(ms: number, now: Date, locale: Locale): string {
  if (!ms) return '';
  const at = new Date(ms);
  return isSameDay(at, now) ? format(at, 'HH:mm') : format(at, 'd MMM HH:mm', { locale });
}

/** an instant as a datetime-local field writes it (the browser's time zone) */
export const toLocalInput = (ms: number): string => (ms ? format(new Date(ms), "yyyy-MM-dd'T'HH:mm") : '');
/** a datetime-local field's value as an instant; 0 for empty, NaN for nonsense */
export const fromLocalInput = (value: string): number => (value.trim() === '' ? 0 : new Date(value).getTime());
