import type { DayFlag, TimeDay } from '../src/contracts';
import { addDays, minutesOf } from '../src/domain/dates';
import { REST_RULES } from '../src/domain/rest-rules';

/** hours over the plan before a day counts as overtime (rounding of punches) */
const OVERTIME_TOLERANCE_HOURS = 0.25;

/** a row's start and end as minutes from the day's midnight (an end at or before the start is the next day) */
function span(r: { Start: string; Slut: string }): [number, number] | null {
  if (!r.Start || !r.Slut) return null;
  const s = minutesOf(r.Start);
  let e = minutesOf(r.Slut);
  if (e <= s) e += 24 * 60;
  return [s, e];
}

/**
 * What an approver should look at on each day (issue 13, bug 7): a scheduled day up to today without rows, hours
 * over the plan, daily rest under the law's 11 hours before the next day's first shift, a punch deviating beyond
 * the company's limit, and rows on a day that has not come yet. Computed from the report the approver opened.
 */
export function dayFlags(days: readonly TimeDay[], today: string, deviatingPunchDays: ReadonlySet<string>): Record<string, DayFlag[]> {
  const out: Record<string, DayFlag[]> = {};
  const byDate = new Map(days.map((d) => [d.Datum, d]));
  for (const d of days) {
    const flags: DayFlag[] = [];
    if (d.Datum > today && d.Rows.length > 0) flags.push({ Kind: 'future', Hours: 0 });
    if (d.Datum <= today && d.Schedule && d.Rows.length === 0) flags.push({ Kind: 'missing', Hours: d.Schedule.Timmar });
    const planned = d.Schedule?.Timmar ?? 0;
    if (d.Reported.Hours > planned + OVERTIME_TOLERANCE_HOURS) flags.push({ Kind: 'overtime', Hours: Math.round((d.Reported.Hours - planned) * 100) / 100 });
    // daily rest: from the day's last end to the next day's first start
    const next = byDate.get(addDays(d.Datum, 1));
    const ends = d.Rows.map(span).filter((x): x is [number, number] => x !== null);
    const starts = (next?.Rows ?? []).map(span).filter((x): x is [number, number] => x !== null);
    if (ends.length && starts.length) {
      const rest = (24 * 60 + Math.min(...starts.map(([s]) => s)) - Math.max(...ends.map(([, e]) => e))) / 60;
      if (rest < REST_RULES.dailyRestHours) flags.push({ Kind: 'rest', Hours: Math.round(rest * 100) / 100 });
    }
    if (deviatingPunchDays.has(d.Datum)) flags.push({ Kind: 'punch', Hours: 0 });
    if (flags.length) out[d.Datum] = flags;
  }
  return out;
}
