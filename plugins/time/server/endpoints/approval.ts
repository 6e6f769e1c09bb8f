import { DV_CODES, handle, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import { time, type BulkAction, type DayStatus } from '../../src/contracts';
import { auditMany, type AuditInput } from '../audit';
import { asTimeDb, type HostDb } from '../db';
import type { TimeDeps } from '../deps';
import { nextStatus } from '../../src/domain/status';
import { statusLines } from '../status-lines';
import { visibleEmployees } from '../scope';
import { announce } from '../push';

type Ctx = HandlerContext<HostDb>;

/** Page and PerPage as the perlista does: without them the whole list. */
function page<T>(ctx: Ctx, list: T[], query: { Page?: string; PerPage?: string }): T[] {
  const paged = query.Page !== undefined || query.PerPage !== undefined;
  const perPage = paged ? Math.min(5000, Math.max(1, Number(query.PerPage ?? 25))) : Math.max(list.length, 1);
  const p = paged ? Math.max(1, Number(query.Page ?? 1)) : 1;
  ctx.setPagination({ Page: p, PerPage: perPage, Total: list.length, TotalPages: Math.ceil(list.length / perPage) });
  return list.slice((p - 1) * perPage, p * perPage);
}

/**
 * Move the days with rows of the chosen employees in a period one step
 * (approve, unapprove, attest, unattest). Days not in the step's from-status
 * are skipped and counted. One UPDATE per from-status, guarded by the status
 * it read, so a day changed meanwhile is not moved twice.
 */
async function bulk(ctx: Ctx, deps: TimeDeps, body: { AnstNr: string[]; From: string; To: string; Action: BulkAction }): Promise<{ Changed: number; Skipped: number }> {
  const employees = await visibleEmployees(ctx, body.AnstNr);
  const db = asTimeDb(ctx.db);
  const F = ctx.companyId!;
  const company = { KalUseLonReady: Boolean(ctx.access!.company.KalUseLonReady) };
  const login = ctx.account!.Login;
  const at = deps.now().getTime();
  const numbers = employees.map((e) => e.AnstNr);
  let Changed = 0;
  let Skipped = 0;
  const audits: AuditInput[] = [];
  for (let i = 0; i < numbers.length; i += 500) {
    const chunk = numbers.slice(i, i + 500);
    // days with rows but no day row yet are OPEN: give them one so they can move
    const rowDays = await db.selectFrom('time_rows').select(['AnstNr', 'Datum']).distinct()
      .where('FtgId', '=', F).where('AnstNr', 'in', chunk).where('Datum', '>=', body.From).where('Datum', '<=', body.To).execute();
    const days = await db.selectFrom('time_days').select(['AnstNr', 'Datum', 'Status'])
      .where('FtgId', '=', F).where('AnstNr', 'in', chunk).where('Datum', '>=', body.From).where('Datum', '<=', body.To).execute();
    const status = new Map(days.map((d) => [`${d.AnstNr}|${d.Datum}`, d.Status as DayStatus]));
    const byFrom = new Map<DayStatus, { AnstNr: string; Datum: string }[]>();
    for (const d of rowDays) {
      const from = status.get(`${d.AnstNr}|${d.Datum}`) ?? 'OPEN';
      const to = nextStatus(from, body.Action, company);
      if (!to) { Skipped++; continue; }
      const list = byFrom.get(from) ?? [];
      list.push(d);
      byFrom.set(from, list);
    }
    const missing = rowDays.filter((d) => !status.has(`${d.AnstNr}|${d.Datum}`));
    for (let j = 0; j < missing.length; j += 200) {
      await db.insertInto('time_days').values(missing.slice(j, j + 200).map((d) => ({
        FtgId: F, AnstNr: d.AnstNr, Datum: d.Datum, Status: 'OPEN', Version: 0, ApprovedBy: '', ApprovedAt: 0, AttestedBy: '', AttestedAt: 0, ExportedAt: 0,
      }))).onConflict((oc) => oc.columns(['FtgId', 'AnstNr', 'Datum']).doNothing()).execute();
    }
    for (const [from, list] of byFrom) {
      const to = nextStatus(from, body.Action, company)!;
      const stamp = body.Action === 'approve' ? { ApprovedBy: login, ApprovedAt: at }
        : body.Action === 'unapprove' ? { ApprovedBy: '', ApprovedAt: 0 }
          : body.Action === 'attest' ? { AttestedBy: login, AttestedAt: at } : { AttestedBy: '', AttestedAt: 0 };
      const touched = new Set(list.map((d) => d.AnstNr));
      const res = await db.updateTable('time_days').set((eb) => ({ Status: to, Version: eb('Version', '+', 1), ...stamp }))
        .where('FtgId', '=', F).where('AnstNr', 'in', [...touched]).where('Datum', '>=', body.From).where('Datum', '<=', body.To).where('Status', '=', from)
        .where(({ exists, selectFrom }) => exists(selectFrom('time_rows as r').select('r.Id')
          .whereRef('r.FtgId', '=', 'time_days.FtgId').whereRef('r.AnstNr', '=', 'time_days.AnstNr').whereRef('r.Datum', '=', 'time_days.Datum')))
        .executeTakeFirst();
      Changed += Number(res.numUpdatedRows);
      for (const d of list) audits.push({ login, ftgId: F, anstNr: d.AnstNr, datum: d.Datum, entity: 'day', entityId: d.Datum, action: body.Action, old: { Status: from }, new: { Status: to }, at });
    }
  }
  await auditMany(db, audits);
  for (const anstNr of new Set(audits.map((a) => a.anstNr))) announce(ctx, { FtgId: F, AnstNr: anstNr, From: body.From, To: body.To });
  return { Changed, Skipped };
}

export function approvalEndpoints(deps: TimeDeps): EndpointBinding<HostDb>[] {
  return [
    handle<typeof time.approveList, HostDb>(time.approveList, async ({ query }, ctx) => {
      const employees = await visibleEmployees(ctx, 'all', query.Avdelning);
      const lines = await statusLines(asTimeDb(ctx.db), ctx.companyId!, employees.filter((e) => !e.Locked), query.From, query.To);
      return page(ctx, lines, query);
    }),
    handle<typeof time.approve, HostDb>(time.approve, async ({ body }, ctx) => {
      if (body.Action !== 'approve' && body.Action !== 'unapprove') ctx.fail(400, DV_CODES.badInput, 'time.rules.actionNotHere', { field: 'Action' }, 'Action');
      return bulk(ctx, deps, body);
    }),
    handle<typeof time.attestList, HostDb>(time.attestList, async ({ query }, ctx) => {
      const employees = await visibleEmployees(ctx, 'all', query.Avdelning);
      const lines = await statusLines(asTimeDb(ctx.db), ctx.companyId!, employees, query.From, query.To);
      return page(ctx, lines, query);
    }),
    handle<typeof time.attest, HostDb>(time.attest, async ({ body }, ctx) => {
      if (body.Action !== 'attest' && body.Action !== 'unattest') ctx.fail(400, DV_CODES.badInput, 'time.rules.actionNotHere', { field: 'Action' }, 'Action');
      return bulk(ctx, deps, body);
    }),
  ];
}
