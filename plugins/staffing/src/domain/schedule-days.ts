import { type CycleDay, cycleDayOn, periodOn, type SchedulePeriod } from '@lonna/plugin-time/booking';
import { addDays } from './rules/time';

export type { CycleDay, SchedulePeriod };

/**
 * The days from `from` to `to` on which the employee's cyclic work schedule has no work — the planner's "not
 * scheduled" (issue 18: the cyclic schedules as availability). The cycle rule is the time plugin's (the employee's
 * schedule page reads the same): the period in effect is the latest that began by the day; its cycle starts on the
 * Monday of the period's first week; a public holiday or a holiday eve has no scheduled work. A day without a period in
 * effect, or whose period uses no schedule (or a schedule unknown here), says nothing (the employee is not marked):
 * Lönna does not know his hours then.
 */
export function unscheduledDays(periods: readonly SchedulePeriod[], cycles: ReadonlyMap<string, readonly CycleDay[]>, from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const period = periodOn(periods, day);
    if (!period?.UseArbSchema) continue;
    const days = cycles.get(period.ArbSchema);
    if (!days) continue;
    if (!cycleDayOn(period.FromDatum, days, day)) out.push(day);
  }
  return out;
}
