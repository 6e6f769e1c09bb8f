import { personName } from '@lonna/core/contracts';
import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { sql } from 'kysely';
import { LEAVE_RESOURCE, PERIOD_MAX_DAYS, PLAN_RESOURCE, leave, type Plan, type PlanDetail } from '../src/contracts';
import { addDays, chosenDays, daysBetween, isoWeek, mondayOf } from '../src/domain/dates';
import { hasFourSummerWeeks, SUMMER_RULE } from '../src/domain/four-weeks';
import { listApplications, selectApplications } from './applications';
import { handle, type LeavePlansTable, type LeaveCtx } from './db';
import { decide } from './decisions';

/**
 * The leave planner: an administrator opens a plan for a department and a period, the department's employees enter
 * wishes (vacation applications tied to the plan, through their own page), the plan shows everyone's weeks side by side
 * against the plan's minimum staffing, and approving the plan approves every wish still in review.
 */

/** the departments the caller plans for: AVD his own, the others every department of the company */
async function ownDepartments(ctx: LeaveCtx): Promise<string[] | 'all'> {
  const scope = await ctx.scope.employees();
  if (scope.all) return 'all';
  return [...(ctx.account.departments[ctx.companyId] ?? [])];
}

async function plansOf(ctx: LeaveCtx, id?: string): Promise<Plan[]> {
  const deps = await ownDepartments(ctx);
  let q = ctx.db
    .selectFrom('leave_plans as p')
    .leftJoin('departments as d', (j) => j.onRef('d.FtgId', '=', 'p.FtgId').onRef('d.Avdelning', '=', 'p.Avdelning'))
    .selectAll('p')
    .select(['d.Namn as AvdelningNamn'])
    .select((eb) =>
      eb
        .selectFrom('leave_applications as a')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('a.FtgId', '=', 'p.FtgId')
        .whereRef('a.PlanId', '=', 'p.Id')
        .where('a.Status', 'in', ['REVIEW', 'APPROVED'])
        .as('Onskemal'),
    )
    .where('p.FtgId', '=', ctx.companyId);
  if (deps !== 'all') q = q.where('p.Avdelning', 'in', deps.length ? deps : ['']);
  if (id) q = q.where('p.Id', '=', id);
  const rows = await q.orderBy('p.FromDatum', 'desc').execute();
  return rows.map((r) => ({
    Id: r.Id,
    Namn: r.Namn,
    Avdelning: r.Avdelning,
    AvdelningNamn: r.AvdelningNamn ?? r.Avdelning,
    FromDatum: r.FromDatum,
    TomDatum: r.TomDatum,
    MinBemanning: Number(r.MinBemanning),
    Status: r.Status as Plan['Status'],
    SkapadAv: r.SkapadAv,
    SkapadAt: Number(r.SkapadAt),
    Onskemal: Number(r.Onskemal ?? 0),
  }));
}

async function planInScope(ctx: LeaveCtx, id: string): Promise<Plan> {
  const [plan] = await plansOf(ctx, id);
  if (!plan) ctx.fail(404, DV_CODES.notFound, 'leave.errors.planNotFound');
  return plan;
}

export const plans = handle(leave.plans, async (_req, ctx) => plansOf(ctx));

export const createPlan = handle(leave.createPlan, async ({ body }, ctx) => {
  const deps = await ownDepartments(ctx);
  const dep = await ctx.db
    .selectFrom('departments')
    .select('Avdelning')
    .where('FtgId', '=', ctx.companyId)
    .where('Avdelning', '=', body.Avdelning)
    .executeTakeFirst();
  if (!dep || (deps !== 'all' && !deps.includes(body.Avdelning))) ctx.fail(400, DV_CODES.badInput, 'leave.errors.department', {}, 'Avdelning');
  if (body.TomDatum < body.FromDatum) ctx.fail(400, DV_CODES.badInput, 'leave.errors.tomBeforeFrom', {}, 'TomDatum');
  if (daysBetween(body.FromDatum, body.TomDatum) + 1 > PERIOD_MAX_DAYS)
    ctx.fail(400, DV_CODES.badInput, 'leave.errors.periodTooLong', { max: PERIOD_MAX_DAYS }, 'TomDatum');
  if (!Number.isInteger(body.MinBemanning) || body.MinBemanning < 0 || body.MinBemanning > 9999)
    ctx.fail(400, DV_CODES.badInput, 'leave.errors.minStaffing', {}, 'MinBemanning');
  const row: LeavePlansTable = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    Namn: body.Namn.trim(),
    Avdelning: body.Avdelning,
    FromDatum: body.FromDatum,
    TomDatum: body.TomDatum,
    MinBemanning: body.MinBemanning,
    Status: 'OPEN',
    SkapadAv: ctx.account.Namn || ctx.account.Login,
    SkapadAt: ctx.now().getTime(),
  };
  await ctx.db.insertInto('leave_plans').values(row).execute();
  await ctx.audit.record({ entity: 'plan', id: row.Id, event: 'created', before: null, after: { ...row }, date: row.FromDatum });
  ctx.publish({ event: 'resource-updated', resource: PLAN_RESOURCE });
  // the department's employees see the open plan on their applications page
  ctx.publish({ event: 'resource-updated', resource: LEAVE_RESOURCE });
  return planInScope(ctx, row.Id);
});

/** the Mondays of the weeks a period touches */
function weeksOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = mondayOf(from); m <= to; m = addDays(m, 7)) out.push(m);
  return out;
}

export const planDetail = handle(leave.plan, async ({ params }, ctx): Promise<PlanDetail> => {
  const plan = await planInScope(ctx, params.Id);
  const scope = await ctx.scope.employees();
  let eq = ctx.db
    .selectFrom('employees')
    .select(['AnstNr', 'FoNamn', 'EfNamn'])
    .where('FtgId', '=', ctx.companyId)
    .where('Avdelning', '=', plan.Avdelning)
    .where('Aktiv', '=', 1);
  if (!scope.all) eq = eq.where('AnstNr', 'in', scope.anstNrs.length ? [...scope.anstNrs] : ['']);
  const employees = await eq.orderBy('EfNamn').orderBy('FoNamn').execute();
  const wishes = await listApplications(selectApplications(ctx).where('a.PlanId', '=', plan.Id).where('a.Status', 'in', ['REVIEW', 'APPROVED']));
  const mondays = weeksOf(plan.FromDatum, plan.TomDatum);
  const year = Number(plan.FromDatum.slice(0, 4));
  const summer = plan.FromDatum <= `${year}-${SUMMER_RULE.toMonthDay}` && plan.TomDatum >= `${year}-${SUMMER_RULE.fromMonthDay}`;
  // grouped once: a filter per employee made the plan grow with employees × wishes (issue 22)
  const byEmployee = new Map<string, typeof wishes>();
  for (const w of wishes) {
    const own = byEmployee.get(w.AnstNr);
    if (own) own.push(w);
    else byEmployee.set(w.AnstNr, [w]);
  }
  const Rader = employees.map((e) => {
    const own = byEmployee.get(e.AnstNr) ?? [];
    const days = new Set(own.flatMap((w) => chosenDays(w.FromDatum, w.TomDatum, w.Veckodagar)));
    const Veckor = mondays.map((m) => [0, 1, 2, 3, 4, 5, 6].some((i) => days.has(addDays(m, i))));
    return { AnstNr: e.AnstNr, Namn: personName(e), Veckor, Onskemal: own, FyraVeckor: summer ? hasFourSummerWeeks(own, year) : null };
  });
  const Veckor = mondays.map((Mandag, i) => {
    const Lediga = Rader.filter((r) => r.Veckor[i]).length;
    return { Mandag, Vecka: isoWeek(Mandag), Lediga, IArbete: Rader.length - Lediga };
  });
  return { Plan: plan, Veckor, Rader };
});

export const approvePlan = handle(leave.approvePlan, async ({ params, body }, ctx) => {
  const plan = await planInScope(ctx, params.Id);
  if (plan.Status !== 'OPEN') ctx.fail(409, 40920, 'leave.errors.planDecided');
  const scope = await ctx.scope.employees();
  const rows = await ctx.db
    .selectFrom('leave_applications')
    .selectAll()
    .where('FtgId', '=', ctx.companyId)
    .where('PlanId', '=', plan.Id)
    .where('Status', '=', 'REVIEW')
    .execute();
  for (const row of rows) if (scope.includes(row.AnstNr)) await decide(ctx, row, 'approve', body.Meddelande);
  await ctx.db.updateTable('leave_plans').set({ Status: 'APPROVED' }).where('FtgId', '=', ctx.companyId).where('Id', '=', plan.Id).execute();
  await ctx.audit.record({
    entity: 'plan',
    id: plan.Id,
    event: 'modified',
    action: 'approve',
    before: { Status: 'OPEN' },
    after: { Status: 'APPROVED', Onskemal: rows.length },
    date: plan.FromDatum,
  });
  ctx.publish({ event: 'resource-updated', resource: PLAN_RESOURCE });
  return planInScope(ctx, plan.Id);
});
