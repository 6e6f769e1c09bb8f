import { DV_CODES } from '@lonna/core/server';
import { PERIOD_MAX_DAYS, RETRO_MAX_DAYS, type NewApplication } from '../src/contracts';
import { chosenDays, daysBetween, isoOf } from '../src/domain/dates';
import { LEAVE_TYPES, percentAllowed } from '../src/domain/leave-types';
import type { LeaveCtx } from './db';
import { scheduledDays, weekdaysOf } from './schedule';

function bad(ctx: LeaveCtx, key: string, field: string, params: Record<string, unknown> = {}): never {
  return ctx.fail(400, DV_CODES.badInput, `leave.errors.${key}`, params, field);
}

/** The period and the weekdays: both halves show the same words (the form checks before it sends). */
export function checkPeriod(ctx: LeaveCtx, from: string, to: string, weekdays: readonly number[]): string[] {
  if (to < from) bad(ctx, 'tomBeforeFrom', 'TomDatum');
  if (daysBetween(from, to) + 1 > PERIOD_MAX_DAYS) bad(ctx, 'periodTooLong', 'TomDatum', { max: PERIOD_MAX_DAYS });
  if (weekdays.length === 0 || weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7) || new Set(weekdays).size !== weekdays.length)
    bad(ctx, 'weekdays', 'Veckodagar');
  const days = chosenDays(from, to, weekdays);
  if (days.length === 0) bad(ctx, 'noChosenDay', 'Veckodagar');
  return days;
}

/** the schedule check: which chosen days have no scheduled work (weekdays counted when there is no schedule) */
export async function scheduleCheck(ctx: LeaveCtx, anstNr: string, days: readonly string[]) {
  const scheduled = await scheduledDays(ctx.db, ctx.companyId, anstNr, days);
  const working = scheduled ?? weekdaysOf(days);
  return { Dagar: days.length, UtanSchema: days.filter((d) => !working.has(d)), Veckodagsraknat: scheduled === null };
}

/**
 * Every rule of an application (400 naming the field, nothing written): period, weekdays, part of the day for the
 * type, the child for parental leave, no overlap with another open or approved application, a plan's wish inside its
 * plan. Returns the chosen days.
 */
export async function validateApplication(ctx: LeaveCtx, anstNr: string, body: NewApplication, selfId: string | null): Promise<string[]> {
  const today = isoOf(ctx.now().getTime());
  if (daysBetween(body.FromDatum, today) > RETRO_MAX_DAYS) bad(ctx, 'fromTooEarly', 'FromDatum', { days: RETRO_MAX_DAYS });
  const days = checkPeriod(ctx, body.FromDatum, body.TomDatum, body.Veckodagar);
  if (!percentAllowed(body.Typ, body.Omfattning)) {
    const allowed = LEAVE_TYPES[body.Typ].percents as readonly number[] | null;
    bad(ctx, allowed ? 'percentOneOf' : 'percentRange', 'Omfattning', { allowed: allowed?.join(', ') ?? '' });
  }
  const barnId = body.BarnId ?? '';
  if (LEAVE_TYPES[body.Typ].needsChild) {
    if (!barnId) bad(ctx, 'childRequired', 'BarnId');
    const child = await ctx.db
      .selectFrom('personal_children')
      .select('Id')
      .where('FtgId', '=', ctx.companyId)
      .where('AnstNr', '=', anstNr)
      .where('Id', '=', barnId)
      .executeTakeFirst();
    if (!child) bad(ctx, 'childUnknown', 'BarnId');
  } else if (barnId) bad(ctx, 'childNotForType', 'BarnId');
  let overlap = ctx.db
    .selectFrom('leave_applications')
    .select(['Id', 'FromDatum', 'TomDatum'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .where('Status', 'in', ['REVIEW', 'APPROVED'])
    .where('FromDatum', '<=', body.TomDatum)
    .where('TomDatum', '>=', body.FromDatum);
  if (selfId) overlap = overlap.where('Id', '!=', selfId);
  const other = await overlap.executeTakeFirst();
  if (other) bad(ctx, 'overlap', 'FromDatum', { from: other.FromDatum, to: other.TomDatum });
  const planId = body.PlanId ?? '';
  if (planId) {
    const plan = await ctx.db.selectFrom('leave_plans').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', planId).executeTakeFirst();
    const emp = await ctx.db.selectFrom('employees').select('Avdelning').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).executeTakeFirst();
    if (plan?.Status !== 'OPEN' || plan.Avdelning !== emp?.Avdelning) bad(ctx, 'planClosed', 'PlanId');
    if (body.Typ !== 'SEM') bad(ctx, 'planOnlyVacation', 'Typ');
    if (body.FromDatum < plan.FromDatum || body.TomDatum > plan.TomDatum) bad(ctx, 'outsidePlan', 'FromDatum', { from: plan.FromDatum, to: plan.TomDatum });
  }
  return days;
}
