import { holidayOn } from '@lonna/core/validation';
import { daysBetween, isoWeekday, mondayOf } from './dates';

/*
 * The one rule for "the days a cyclic work schedule has work" — the time report's scheduled day and the staffing
 * planner's "not scheduled" read it here (published through `@lonna/plugin-time/booking`). Client-safe: no server
 * import.
 */

/** a period of an employee's work schedule (the host's `employee_schedules`, perschema) */
export interface SchedulePeriod {
  FromDatum: string;
  UseArbSchema: boolean;
  ArbSchema: string;
}
/** a working day of a cyclic work schedule (the host's `arbschema_dagar`): cycle week 1…n, ISO weekday 1…7 */
export interface CycleDay {
  Vecka: number;
  Veckodag: number;
}

/** The period in effect on `iso`: the latest that began by the day (the periods in any order). */
export function periodOn<P extends SchedulePeriod>(periods: readonly P[], iso: string): P | undefined {
  let period: P | undefined;
  for (const p of periods) if (p.FromDatum <= iso && (!period || p.FromDatum >= period.FromDatum)) period = p;
  return period;
}

/**
 * The cycle day a work schedule has on `iso`, or null when it has no work that day. The cycle (as many weeks as its
 * highest week number) starts on the Monday of the period's first week; a public holiday or one of the common eves
 * (midsommarafton, julafton, nyårsafton, påskafton) has no scheduled work.
 */
export function cycleDayOn<D extends CycleDay>(periodFrom: string, days: readonly D[], iso: string): D | null {
  if (holidayOn(iso)) return null;
  let weeks = 1;
  for (const d of days) if (d.Vecka > weeks) weeks = d.Vecka;
  const cycleWeek = (Math.floor(daysBetween(mondayOf(periodFrom), iso) / 7) % weeks) + 1;
  const weekday = isoWeekday(iso);
  return days.find((d) => d.Vecka === cycleWeek && d.Veckodag === weekday) ?? null;
}
