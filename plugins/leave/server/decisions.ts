import { DV_CODES, sqlPage } from '@lonna/core/server';
import { bookAbsence, unbookAbsence } from '@lonna/plugin-time/booking';
import { LEAVE_CODES, LEAVE_RESOURCE, leave } from '../src/contracts';
import { LEAVE_TYPES, type LeaveType } from '../src/domain/leave-types';
import { transition, type LeaveAction, type LeaveState } from '../src/domain/states';
import { applicationById, listApplications, selectApplications } from './applications';
import { handle, type LeaveApplicationsTable, type LeaveCtx } from './db';
import { AUDITED } from './employee';
import { mailDecision } from './mail';

/** The admin version: the applications of the caller's data scope; approve, deny, revert (with a message to the employee). */

export const adminList = handle(leave.admin, async ({ query }, ctx) => {
  const scope = await ctx.scope.employees();
  if (!scope.all && scope.anstNrs.length === 0) return ctx.paginate([], query);
  let q = selectApplications(ctx);
  if (!scope.all) q = q.where('a.AnstNr', 'in', [...scope.anstNrs]);
  // the spec's call: Approved=false&Denied=false is the open ones; =true one decision; absent: every state
  const states: LeaveState[] = [];
  if (query.Approved === 'true') states.push('APPROVED');
  if (query.Denied === 'true') states.push('DENIED');
  if (query.Approved === 'false' && query.Denied === 'false') states.push('REVIEW');
  if (states.length) q = q.where('a.Status', 'in', states);
  if (query.FromDate) q = q.where('a.TomDatum', '>=', query.FromDate);
  if (query.ToDate) q = q.where('a.FromDatum', '<=', query.ToDate);
  if (query.Page === undefined && query.PerPage === undefined) return ctx.paginate(await listApplications(q), query);
  // issue 22: a page is counted and cut in SQL, so it costs the same in any company
  const page = await sqlPage(ctx, q, query);
  if (!page) return [];
  return listApplications(q.limit(page.limit).offset(page.offset));
});

/** the application in the caller's scope (another company's: 404; another department's: the scope's 403) */
async function inScope(ctx: LeaveCtx, id: string): Promise<LeaveApplicationsTable> {
  const row = await ctx.db.selectFrom('leave_applications').selectAll().where('FtgId', '=', ctx.companyId).where('Id', '=', id).executeTakeFirst();
  if (!row) ctx.fail(404, DV_CODES.notFound, 'leave.errors.notFound');
  await ctx.scope.assertEmployee(row.AnstNr);
  return row;
}

/**
 * One decision: the state machine says whether it is allowed (409 otherwise); an approval asked to create time rows
 * books them through the time plugin (in this transaction); a revert removes what was booked.
 */
export async function decide(ctx: LeaveCtx, row: LeaveApplicationsTable, action: LeaveAction, message: string) {
  const next = transition(row.Status as LeaveState, action);
  if (!next || next === 'removed') ctx.fail(409, LEAVE_CODES.completed, 'leave.errors.notAllowed', { status: row.Status });
  const patch: Partial<LeaveApplicationsTable> = {
    Status: next,
    Meddelande: message.trim(),
    BeslutAv: ctx.account.Namn || ctx.account.Login,
    BeslutAt: ctx.now().getTime(),
    AndradAt: ctx.now().getTime(),
  };
  if (action === 'approve' && Number(row.SkapaTidrader)) {
    const typ = LEAVE_TYPES[row.Typ as LeaveType];
    // parental leave names the child (its personal number as the row's text: PAXml <barn>)
    const child = row.BarnId
      ? await ctx.db.selectFrom('personal_children').select('PersNr').where('FtgId', '=', ctx.companyId).where('Id', '=', row.BarnId).executeTakeFirst()
      : undefined;
    const res = await bookAbsence(ctx, {
      Text: child?.PersNr ?? '',
      AnstNr: row.AnstNr,
      From: row.FromDatum,
      To: row.TomDatum,
      TidKod: typ.TidKod,
      Percent: Number(row.Omfattning),
      Origin: 'leave',
      OriginRef: row.Id,
      Weekdays: [...row.Veckodagar].map(Number),
    });
    patch.Bokade = res.booked.length;
    patch.EjBokade = JSON.stringify(res.skipped);
  }
  if (action === 'revert' && Number(row.Bokade) > 0) {
    const res = await unbookAbsence(ctx, { AnstNr: row.AnstNr, Origin: 'leave', OriginRef: row.Id });
    // a day already attested keeps its row: it stays listed as not removed
    patch.Bokade = Number(row.Bokade) - res.booked.length;
    patch.EjBokade = JSON.stringify(res.skipped);
  }
  await ctx.db.updateTable('leave_applications').set(patch).where('FtgId', '=', ctx.companyId).where('Id', '=', row.Id).execute();
  await ctx.audit.record({
    entity: 'application',
    id: row.Id,
    event: 'modified',
    action,
    before: AUDITED(row),
    after: { ...AUDITED({ ...row, ...patch }), Meddelande: patch.Meddelande, Bokade: patch.Bokade ?? row.Bokade },
    anstNr: row.AnstNr,
    date: row.FromDatum,
  });
  ctx.publish({ event: 'resource-updated', resource: LEAVE_RESOURCE, payload: { AnstNr: row.AnstNr } });
  await mailDecision(ctx, row, action, patch.Meddelande ?? '');
}

const decision =
  (action: LeaveAction) =>
  async ({ params, body }: { params: { Id: string }; body: { Meddelande: string } }, ctx: LeaveCtx) => {
    const row = await inScope(ctx, params.Id);
    await decide(ctx, row, action, body.Meddelande);
    return (await applicationById(ctx, row.Id))!;
  };

export const approve = handle(leave.approve, decision('approve'));
export const deny = handle(leave.deny, decision('deny'));
export const revert = handle(leave.revert, decision('revert'));
