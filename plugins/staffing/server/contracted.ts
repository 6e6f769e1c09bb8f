import { type CycleDay, type SchedulePeriod, unscheduledDays } from '../src/domain/schedule-days';
import type { StaffingCtx } from './db';

/**
 * Each employee's contracted minutes a week — the mass planner's fairness target: the work schedule (the host's
 * `employee_schedules` → `arbscheman`, the same the time plugin's schedule reads) in effect on `on`, its hours over its
 * cycle of weeks (a 75 % schedule of 08:00–14:30 with 30 min rest: 30 h). Someone without a schedule in effect, or
 * whose period does not use one, is left out (the planner counts him as full time): Lönna stores no degree of
 * employment of its own. Two set-based queries, whatever the head count.
 */
export async function contractedWeeklyMinutes(ctx: StaffingCtx, anstNrs: readonly string[] | null, on: string): Promise<Map<string, number>> {
  let q = ctx.db
    .selectFrom('employee_schedules')
    .select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema'])
    .where('FtgId', '=', ctx.companyId)
    .where('FromDatum', '<=', on);
  if (anstNrs) {
    if (anstNrs.length === 0) return new Map();
    q = q.where('AnstNr', 'in', anstNrs as string[]);
  }
  // the period in effect on `on`: the latest that began by then
  const current = new Map<string, { FromDatum: string; use: boolean; schema: string }>();
  for (const p of await q.execute()) {
    const had = current.get(p.AnstNr);
    if (!had || had.FromDatum <= p.FromDatum) current.set(p.AnstNr, { FromDatum: p.FromDatum, use: Number(p.UseArbSchema) === 1, schema: p.ArbSchema });
  }
  const schemas = new Map<string, { minutes: number; weeks: number }>();
  for (const d of await ctx.db.selectFrom('arbschema_dagar').select(['ArbSchema', 'Vecka', 'Timmar']).where('FtgId', '=', ctx.companyId).execute()) {
    const s = schemas.get(d.ArbSchema) ?? { minutes: 0, weeks: 1 };
    s.minutes += Number(d.Timmar) * 60;
    s.weeks = Math.max(s.weeks, Number(d.Vecka));
    schemas.set(d.ArbSchema, s);
  }
  const out = new Map<string, number>();
  for (const [anstNr, p] of current) {
    const s = p.use ? schemas.get(p.schema) : undefined;
    if (s) out.set(anstNr, Math.round(s.minutes / s.weeks));
  }
  return out;
}

/**
 * The days of the period each of `anstNrs` (null: everyone) is not scheduled by his cyclic work schedule (`unscheduledDays`, the shared
 * rule): the planner marks them as less suited. Two set-based queries, whatever the head count.
 */
export async function unscheduledOf(ctx: StaffingCtx, anstNrs: readonly string[] | null, from: string, to: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (anstNrs?.length === 0) return out;
  const periods = new Map<string, SchedulePeriod[]>();
  // null: the company's everyone (the mass planner of an FTG: no list of thousands as parameters)
  let q = ctx.db
    .selectFrom('employee_schedules')
    .select(['AnstNr', 'FromDatum', 'UseArbSchema', 'ArbSchema'])
    .where('FtgId', '=', ctx.companyId)
    .where('FromDatum', '<=', to);
  if (anstNrs) q = q.where('AnstNr', 'in', anstNrs as string[]);
  const rows = await q.execute();
  for (const p of rows)
    periods.set(p.AnstNr, [...(periods.get(p.AnstNr) ?? []), { FromDatum: p.FromDatum, UseArbSchema: Number(p.UseArbSchema) === 1, ArbSchema: p.ArbSchema }]);
  if (periods.size === 0) return out;
  const cycles = new Map<string, CycleDay[]>();
  for (const d of await ctx.db.selectFrom('arbschema_dagar').select(['ArbSchema', 'Vecka', 'Veckodag']).where('FtgId', '=', ctx.companyId).execute())
    cycles.set(d.ArbSchema, [...(cycles.get(d.ArbSchema) ?? []), { Vecka: Number(d.Vecka), Veckodag: Number(d.Veckodag) }]);
  for (const [anstNr, list] of periods) {
    const days = unscheduledDays(list, cycles, from, to);
    if (days.length) out.set(anstNr, days);
  }
  return out;
}
