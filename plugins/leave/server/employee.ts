import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { LEAVE_CODES, LEAVE_RESOURCE, leave, type NewApplication } from '../src/contracts';
import { isoOf } from '../src/domain/dates';
import { transition } from '../src/domain/states';
import { applicationById, listApplications, selectApplications, vacationDays } from './applications';
import { handle, type LeaveApplicationsTable, type LeaveCtx } from './db';
import { checkPeriod, scheduleCheck, validateApplication } from './validate';

/** The employee version (PER): his own applications only — the employee number is the account's, never the request's. */

async function ownEmployee(ctx: LeaveCtx): Promise<string> {
  const anstNr = ctx.account.AnstNr;
  const row = await ctx.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).executeTakeFirst();
  if (!row) ctx.fail(404, DV_CODES.notFound, 'leave.errors.notEmployeeHere');
  await ctx.scope.assertEmployee(anstNr);
  return anstNr;
}

async function ownApplication(ctx: LeaveCtx, id: string) {
  const anstNr = await ownEmployee(ctx);
  const row = await ctx.db.selectFrom('leave_applications').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  // another employee's application is as unknown as a missing one
  if (!row || row.AnstNr !== anstNr) ctx.fail(404, DV_CODES.notFound, 'leave.errors.notFound');
  return row;
}

export const mine = handle(leave.mine, async (_req, ctx) => {
  const anstNr = await ownEmployee(ctx);
  const today = isoOf(ctx.now().getTime());
  const [Ansokningar, children, emp, Semester] = await Promise.all([
    listApplications(selectApplications(ctx).where('a.AnstNr', '=', anstNr)),
    ctx.db.selectFrom('personal_children').select(['Id', 'Namn']).where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).orderBy('Namn').execute(),
    ctx.db.selectFrom('employees').select('Avdelning').where('FtgId', '=', ctx.companyId).where('AnstNr', '=', anstNr).executeTakeFirstOrThrow(),
    vacationDays(ctx, anstNr, today),
  ]);
  const Planer = await ctx.db
    .selectFrom('leave_plans')
    .select(['Id', 'Namn', 'FromDatum', 'TomDatum'])
    .where('FtgId', '=', ctx.companyId)
    .where('Avdelning', '=', emp.Avdelning)
    .where('Status', '=', 'OPEN')
    .where('TomDatum', '>=', today)
    .orderBy('FromDatum')
    .execute();
  return { AnstNr: anstNr, Ansokningar, Barn: children, Planer, Semester };
});

export const check = handle(leave.check, async ({ query }, ctx) => {
  const anstNr = await ownEmployee(ctx);
  const days = checkPeriod(ctx, query.FromDatum, query.TomDatum, [...query.Veckodagar].map(Number));
  return { ...(await scheduleCheck(ctx, anstNr, days)), Semester: await vacationDays(ctx, anstNr, query.FromDatum) };
});

const AUDITED = (r: LeaveApplicationsTable) => ({
  Typ: r.Typ,
  FromDatum: r.FromDatum,
  TomDatum: r.TomDatum,
  Veckodagar: r.Veckodagar,
  Omfattning: r.Omfattning,
  BarnId: r.BarnId,
  Status: r.Status,
});

export async function fields(ctx: LeaveCtx, anstNr: string, body: NewApplication, selfId: string | null) {
  const days = await validateApplication(ctx, anstNr, body, selfId);
  const checked = await scheduleCheck(ctx, anstNr, days);
  return {
    Typ: body.Typ,
    BarnId: body.BarnId ?? '',
    FromDatum: body.FromDatum,
    TomDatum: body.TomDatum,
    Veckodagar: [...body.Veckodagar].sort().join(''),
    Omfattning: body.Omfattning,
    Orsak: body.Orsak.trim(),
    SkapaTidrader: body.SkapaTidrader ? 1 : 0,
    PlanId: body.PlanId ?? '',
    Dagar: checked.Dagar,
    UtanSchema: JSON.stringify(checked.UtanSchema),
    Veckodagsraknat: checked.Veckodagsraknat ? 1 : 0,
  };
}

export const create = handle(leave.create, async ({ body }, ctx) => {
  const anstNr = await ownEmployee(ctx);
  const at = ctx.now().getTime();
  const row: LeaveApplicationsTable = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    AnstNr: anstNr,
    ...(await fields(ctx, anstNr, body, null)),
    Status: 'REVIEW',
    Meddelande: '',
    BeslutAv: '',
    BeslutAt: 0,
    Bokade: 0,
    EjBokade: '[]',
    SkapadAv: ctx.account.Login,
    SkapadAt: at,
    AndradAt: at,
  };
  await ctx.db.insertInto('leave_applications').values(row).execute();
  await ctx.audit.record({ entity: 'application', id: row.Id, event: 'created', before: null, after: AUDITED(row), anstNr, date: row.FromDatum });
  ctx.publish({ event: 'resource-updated', resource: LEAVE_RESOURCE, payload: { AnstNr: anstNr } });
  return (await applicationById(ctx, row.Id))!;
});

export const update = handle(leave.update, async ({ params, body }, ctx) => {
  const before = await ownApplication(ctx, params.Id);
  if (!transition(before.Status as never, 'edit')) ctx.fail(409, LEAVE_CODES.completed, 'leave.errors.completed');
  const patch = { ...(await fields(ctx, before.AnstNr, body, before.Id)), AndradAt: ctx.now().getTime() };
  await ctx.db.updateTable('leave_applications').set(patch).where('FtgId', '=', ctx.companyId).where('Id', '=', before.Id).execute();
  const after = { ...before, ...patch };
  await ctx.audit.record({
    entity: 'application',
    id: before.Id,
    event: 'modified',
    before: AUDITED(before),
    after: AUDITED(after),
    anstNr: before.AnstNr,
    date: after.FromDatum,
  });
  ctx.publish({ event: 'resource-updated', resource: LEAVE_RESOURCE, payload: { AnstNr: before.AnstNr } });
  return (await applicationById(ctx, before.Id))!;
});

export const withdraw = handle(leave.withdraw, async ({ params }, ctx) => {
  const before = await ownApplication(ctx, params.Id);
  if (!transition(before.Status as never, 'withdraw')) ctx.fail(409, LEAVE_CODES.completed, 'leave.errors.completed');
  await ctx.db.deleteFrom('leave_applications').where('FtgId', '=', ctx.companyId).where('Id', '=', before.Id).execute();
  await ctx.audit.record({
    entity: 'application',
    id: before.Id,
    event: 'deleted',
    action: 'withdraw',
    before: AUDITED(before),
    after: null,
    anstNr: before.AnstNr,
    date: before.FromDatum,
  });
  ctx.publish({ event: 'resource-updated', resource: LEAVE_RESOURCE, payload: { AnstNr: before.AnstNr } });
  return { ok: true as const };
});

export { AUDITED };
