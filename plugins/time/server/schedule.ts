import type { ScheduleDay } from '../src/contracts';
import { daysBetween, isoWeekday, mondayOf } from '../src/domain/dates';
import { holidayOn } from '@lonna/core/validation';
import type { TimeDb } from './db';

export interface SchedulePeriod {
  FromDatum: string;
  UseArbSchema: boolean;
  ArbSchema: string;
}
export interface SchemaDay {
  Vecka: number;
  Veckodag: number;
  Start: string;
  Slut: string;
  Rast: number;
  Timmar: number;
}

/**
 * An employee's work schedule: periods (perschema) each pointing at a cyclic
 * work schedule (arbschema) of one or more weeks. The cycle starts on the
 * Monday of the period's first week. Holidays and the common eves
 * (midsommarafton, julafton, nyårsafton, påskafton) have no scheduled work.
 */
export class EmployeeSchedule {
  constructor(
    private readonly periods: SchedulePeriod[],
    private readonly days: Map<string, SchemaDay[]>,
  ) {}

  on(iso: string): ScheduleDay | null {
    if (holidayOn(iso)) return null;
    let period: SchedulePeriod | undefined;
    for (const p of this.periods) if (p.FromDatum <= iso) period = p;
    if (!period || !period.UseArbSchema) return null;
    const days = this.days.get(period.ArbSchema) ?? [];
    const weeks = Math.max(1, ...days.map((d) => d.Vecka));
    const cycleWeek = (Math.floor(daysBetween(mondayOf(period.FromDatum), iso) / 7) % weeks) + 1;
    const day = days.find((d) => d.Vecka === cycleWeek && d.Veckodag === isoWeekday(iso));
    return day ? { ArbSchema: period.ArbSchema, Start: day.Start, Slut: day.Slut, Rast: Number(day.Rast), Timmar: Number(day.Timmar) } : null;
  }
}

/** Schedules of many employees in two queries (the attest list and the bench read hundreds). */
export async function loadSchedules(db: TimeDb, ftgId: string, anstNrs: readonly string[] | 'all'): Promise<Map<string, EmployeeSchedule>> {
  let q = db.selectFrom('employee_schedules').select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema']).where('FtgId', '=', ftgId);
  if (anstNrs !== 'all') q = q.where('AnstNr', 'in', anstNrs.length ? [...anstNrs] : ['']);
  const periods = await q.orderBy('FromDatum').execute();
  const dayRows = await db
    .selectFrom('arbschema_dagar')
    .select(['ArbSchema', 'Vecka', 'Veckodag', 'Start', 'Slut', 'Rast', 'Timmar'])
    .where('FtgId', '=', ftgId)
    .execute();
  const days = new Map<string, SchemaDay[]>();
  for (const d of dayRows) {
    const list = days.get(d.ArbSchema) ?? [];
    list.push({ Vecka: Number(d.Vecka), Veckodag: Number(d.Veckodag), Start: d.Start, Slut: d.Slut, Rast: Number(d.Rast), Timmar: Number(d.Timmar) });
    days.set(d.ArbSchema, list);
  }
  const byEmployee = new Map<string, SchedulePeriod[]>();
  for (const p of periods) {
    const list = byEmployee.get(p.AnstNr) ?? [];
    list.push({ FromDatum: p.FromDatum, UseArbSchema: Boolean(Number(p.UseArbSchema)), ArbSchema: p.ArbSchema });
    byEmployee.set(p.AnstNr, list);
  }
  const out = new Map<string, EmployeeSchedule>();
  for (const [anstNr, list] of byEmployee) out.set(anstNr, new EmployeeSchedule(list, days));
  return out;
}
