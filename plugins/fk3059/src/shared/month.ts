import { swedishToday } from '@lonna/core/validation';
import { createEvent, createStore } from 'effector';

/** 'YYYY-MM' plus n months */
export function addMonths(manad: string, n: number): string {
  const [y, m] = manad.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** statements are made after the month: both views open on last month (Swedish calendar) */
export const defaultMonth = (now = new Date()) => addMonths(swedishToday(now).slice(0, 7), -1);

export const monthStepped = createEvent<number>();
export const monthOpened = createEvent<Date>();
/** the month both views show (one choice: an organiser who steps back sees the same month on both pages) */
export const $manad = createStore('')
  .on(monthOpened, (m, now) => m || defaultMonth(now))
  .on(monthStepped, (m, n) => addMonths(m, n));
