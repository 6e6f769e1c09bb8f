import { personName } from '@lonna/core/contracts';
import { randomUUID } from 'node:crypto';
import { DV_CODES } from '@lonna/core/server';
import { LEAVE_RESOURCE, leave } from '../src/contracts';
import { applicationById } from './applications';
import { handle, type LeaveApplicationsTable } from './db';
import { decide } from './decisions';
import { AUDITED, fields } from './employee';

/**
 * The admin version registers leave for an employee (he phoned in, or has no account): the same checks as the
 * employee's own application, for an employee of the caller's data scope, then approved at once by the caller — the
 * one who registers it is the one who decides (time rows booked when asked, the employee told by push and mail).
 */
export const register = handle(leave.register, async ({ body }, ctx) => {
  await ctx.scope.assertEmployee(body.AnstNr);
  const employee = await ctx.db
    .selectFrom('employees')
    .select('AnstNr')
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', body.AnstNr)
    .where('Aktiv', '=', 1)
    .executeTakeFirst();
  if (!employee) ctx.fail(400, DV_CODES.badInput, 'leave.errors.noEmployee', {}, 'AnstNr');
  const at = ctx.now().getTime();
  const row: LeaveApplicationsTable = {
    Id: randomUUID(),
    FtgId: ctx.companyId,
    AnstNr: body.AnstNr,
    ...(await fields(ctx, body.AnstNr, body, null)),
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
  await ctx.audit.record({
    entity: 'application',
    id: row.Id,
    event: 'created',
    action: 'register',
    before: null,
    after: AUDITED(row),
    anstNr: row.AnstNr,
    date: row.FromDatum,
  });
  ctx.publish({ event: 'resource-updated', resource: LEAVE_RESOURCE, payload: { AnstNr: row.AnstNr } });
  await decide(ctx, row, 'approve', body.Meddelande ?? '');
  return (await applicationById(ctx, row.Id))!;
});

/** The active employees of the caller's scope, by name, each with his children from the child register. */
export const registerable = handle(leave.registerable, async (_req, ctx) => {
  const scope = await ctx.scope.employees();
  if (!scope.all && scope.anstNrs.length === 0) return [];
  let q = ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn', 'Avdelning']).where('FtgId', '=', ctx.companyId).where('Aktiv', '=', 1);
  if (!scope.all) q = q.where('AnstNr', 'in', [...scope.anstNrs]);
  const people = await q.execute();
  const children = await ctx.db.selectFrom('personal_children').select(['AnstNr', 'Id', 'Namn']).where('FtgId', '=', ctx.companyId).orderBy('Namn').execute();
  return people
    .map((p) => ({
      AnstNr: p.AnstNr,
      Namn: personName(p),
      Avdelning: p.Avdelning,
      Barn: children.filter((c) => c.AnstNr === p.AnstNr).map((c) => ({ Id: c.Id, Namn: c.Namn })),
    }))
    .sort((a, b) => a.Namn.localeCompare(b.Namn, 'sv') || a.AnstNr.localeCompare(b.AnstNr));
});
