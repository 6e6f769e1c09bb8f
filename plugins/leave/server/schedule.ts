import { holidayOn } from '@lonna/core/validation';
import { daysBetween, isoWeekday, mondayOf } from '../src/domain/dates';
import type { LeaveDb } from './db';

/**
 * Which days an employee has scheduled work, from the host's schedule tables (employee_schedules → arbschema_dagar, the
 * cycle starting on the Monday of the period's first week) — the same reading as the time plugin's, which books on
 * exactly these days. Holidays have no scheduled work. An employee with no schedule at all: null (the caller counts
 * Monday–Friday without holidays instead, and says so).
 */
export async function scheduledDays(db: LeaveDb, ftgId: string, anstNr: string, days: readonly string[]): Promise<Set<string> | null> {
  const periods = await db
    .selectFrom('employee_schedules')
    .select(['FromDatum', 'UseArbSchema', 'ArbSchema'])
    .where('FtgId', '=', ftgId)
    .where('AnstNr', '=', anstNr)
    .orderBy('FromDatum')
    .execute();
  if (!periods.some((p) => Number(p.UseArbSchema))) return null;
  const rows = await db.selectFrom('arbschema_dagar').select(['ArbSchema', 'Vecka', 'Veckodag', 'Timmar']).where('FtgId', '=', ftgId).execute();
  const out = new Set<string>();
  for (const d of days) {
    if (holidayOn(d)) continue;
    let period: (typeof periods)[number] | undefined;
    for (const p of periods) if (p.FromDatum <= d) period = p;
    if (!period || !Number(period.UseArbSchema)) continue;
    const own = rows.filter((r) => r.ArbSchema === period.ArbSchema);
    const weeks = Math.max(1, ...own.map((r) => Number(r.Vecka)));
    const week = (Math.floor(daysBetween(mondayOf(period.FromDatum), d) / 7) % weeks) + 1;
    if (own.some((r) => Number(r.Vecka) === week && Number(r.Veckodag) === isoWeekday(d) && Number(r.Timmar) > 0)) out.add(d);
  }
  return out;
}

/** Monday–Friday without holidays: the count when there is no schedule */
export const weekdaysOf = (days: readonly string[]) => new Set(days.filter((d) => isoWeekday(d) <= 5 && !holidayOn(d)));
