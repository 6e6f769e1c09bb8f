import { holidayOn } from '@lonna/core/validation';
import { addDays, dayIndex, isoWeekday, mondayOf } from './rules/time';

/** a period of an employee's work schedule (the host's `employee_schedules`) */
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

/**
 * The days from `from` to `to` on which the employee's cyclic work schedule has no work — the planner's "not
 * scheduled" (issue 18: the cyclic schedules as availability). The schedule is read as the time plugin reads it for the
 * employee's schedule page: the period in effect is the latest that began by the day; its cycle starts on the Monday
 * of the period's first week; a public holiday or a holiday eve has no scheduled work. A day without a period in effect,
 * or whose period uses no schedule, says nothing (the employee is not marked): Lönna does not know his hours then.
 */
export function unscheduledDays(periods: readonly SchedulePeriod[], cycles: ReadonlyMap<string, readonly CycleDay[]>, from: string, to: string): string[] {
  const sorted = [...periods].sort((a, b) => a.FromDatum.localeCompare(b.FromDatum));
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    let period: SchedulePeriod | undefined;
    for (const p of sorted) if (p.FromDatum <= day) period = p;
    if (!period?.UseArbSchema) continue;
    const days = cycles.get(period.ArbSchema);
    if (!days) continue;
    const weeks = Math.max(1, ...days.map((d) => d.Vecka));
    const week = (Math.floor((dayIndex(day) - dayIndex(mondayOf(period.FromDatum))) / 7) % weeks) + 1;
    const works = !holidayOn(day) && days.some((d) => d.Vecka === week && d.Veckodag === isoWeekday(day));
    if (!works) out.push(day);
  }
  return out;
}
