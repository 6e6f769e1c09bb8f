import type { ScheduleDay } from '../src/contracts';
import { minutesOf } from '../src/domain/dates';
import { type CycleDay, cycleDayOn, periodOn, type SchedulePeriod } from '../src/domain/schedule-cycle';
import { keptSchedulePeriods, keptSchemaDays, type KeptSource } from './kept';

export type { SchedulePeriod };
export interface SchemaDay extends CycleDay {
  Start: string;
  Slut: string;
  Rast: number;
  Timmar: number;
}
/** a shift another plugin planned (the published write model `time_planned_shifts`) */
export interface PlannedShift {
  Start: string;
  Slut: string;
  Rast: number;
  Schema: string;
}

/**
 * The day of one or more planned shifts as one schedule day: from the first start to the last end, the gaps between
 * shifts counted as break, the hours the sum of the shifts' own hours.
 */
export function plannedDay(shifts: readonly PlannedShift[]): ScheduleDay {
  const sorted = [...shifts].sort((a, b) => a.Start.localeCompare(b.Start));
  let worked = 0;
  for (const s of sorted) worked += Math.max(0, minutesOf(s.Slut) - minutesOf(s.Start) - Number(s.Rast));
  const start = sorted[0]!.Start;
  const end = sorted.reduce((m, s) => (s.Slut > m ? s.Slut : m), sorted[0]!.Slut);
  return {
    ArbSchema: sorted[0]!.Schema,
    Start: start,
    Slut: end,
    Rast: Math.max(0, minutesOf(end) - minutesOf(start) - worked),
    Timmar: Math.round((worked / 60) * 100) / 100,
  };
}

/**
 * An employee's work schedule: periods (perschema) each pointing at a cyclic work schedule (arbschema) of one or more
 * weeks, read by the one cycle rule (src/domain/schedule-cycle.ts); planned shifts of a day override it.
 */
export class EmployeeSchedule {
  constructor(
    private readonly periods: SchedulePeriod[],
    private readonly days: Map<string, SchemaDay[]>,
    /** planned shifts by day: on such a day they are the schedule (a planned pass on a holiday is work too) */
    private readonly planned: Map<string, PlannedShift[]> = new Map(),
  ) {}

  on(iso: string): ScheduleDay | null {
    const shifts = this.planned.get(iso);
    if (shifts?.length) return plannedDay(shifts);
    const period = periodOn(this.periods, iso);
    if (!period?.UseArbSchema) return null;
    const day = cycleDayOn(period.FromDatum, this.days.get(period.ArbSchema) ?? [], iso);
    return day ? { ArbSchema: period.ArbSchema, Start: day.Start, Slut: day.Slut, Rast: Number(day.Rast), Timmar: Number(day.Timmar) } : null;
  }
}

/**
 * Schedules of many employees (the attest list and the bench read hundreds): their periods in one query, the company's
 * schedule days and one employee's periods as kept (kept.ts), the planned shifts always read.
 */
export async function loadSchedules(src: KeptSource, anstNrs: readonly string[] | 'all'): Promise<Map<string, EmployeeSchedule>> {
  const { db, companyId: ftgId } = src;
  let q = db.selectFrom('employee_schedules').select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema']).where('FtgId', '=', ftgId);
  if (anstNrs !== 'all') q = q.where('AnstNr', 'in', anstNrs.length ? [...anstNrs] : ['']);
  const [periods, days] = await Promise.all([
    anstNrs !== 'all' && anstNrs.length === 1 ? keptSchedulePeriods(src, anstNrs[0]!) : q.orderBy('FromDatum').execute(),
    keptSchemaDays(src),
  ]);
  const byEmployee = new Map<string, SchedulePeriod[]>();
  for (const p of periods) {
    const list = byEmployee.get(p.AnstNr) ?? [];
    list.push({ FromDatum: p.FromDatum, UseArbSchema: Boolean(Number(p.UseArbSchema)), ArbSchema: p.ArbSchema });
    byEmployee.set(p.AnstNr, list);
  }
  let sq = db.selectFrom('time_planned_shifts').select(['AnstNr', 'Datum', 'Start', 'Slut', 'Rast', 'Schema']).where('FtgId', '=', ftgId);
  if (anstNrs !== 'all') sq = sq.where('AnstNr', 'in', anstNrs.length ? [...anstNrs] : ['']);
  const planned = new Map<string, Map<string, PlannedShift[]>>();
  for (const r of await sq.execute()) {
    const byDay = planned.get(r.AnstNr) ?? new Map<string, PlannedShift[]>();
    byDay.set(r.Datum, [...(byDay.get(r.Datum) ?? []), { Start: r.Start, Slut: r.Slut, Rast: Number(r.Rast), Schema: r.Schema }]);
    planned.set(r.AnstNr, byDay);
  }
  const out = new Map<string, EmployeeSchedule>();
  for (const anstNr of new Set([...byEmployee.keys(), ...planned.keys()])) {
    out.set(anstNr, new EmployeeSchedule(byEmployee.get(anstNr) ?? [], days as Map<string, SchemaDay[]>, planned.get(anstNr)));
  }
  return out;
}
