import { DV_CODES, type AuditEntryInput } from '@lonna/core/server';
import { time, type BulkAction, type BulkResult, type DayStatus } from '../../src/contracts';
import { handle, type TimeCtx } from '../db';
import { nextStatus } from '../../src/domain/status';
import { statusPage } from '../status-page';
import { visibleEmployees } from '../scope';
import { announce } from '../push';
import { stockholm } from '../clock';

type Ctx = TimeCtx;

/**
 * Move the days with rows of the chosen employees in a period one step
 * (approve, unapprove, attest, unattest). Days not in the step's from-status
 * are skipped and counted. One UPDATE per from-status, guarded by the status
 * it read, so a day changed meanwhile is not moved twice.
 */
async function bulk(ctx: Ctx, body: { AnstNr: string[]; From: string; To: string; Action: BulkAction }): Promise<BulkResult> {
  const employees = await visibleEmployees(ctx, body.AnstNr);
  const db = ctx.db;
  const F = ctx.companyId;
  const company = { KalUseLonReady: Boolean(ctx.access.company.KalUseLonReady) };
  const login = ctx.account.Login;
  const at = ctx.now().getTime();
  const numbers = employees.map((e) => e.AnstNr);
  let Changed = 0;
  let Skipped = 0;
  const SkippedWhy = { AlreadyDone: 0, NotReady: 0, Locked: 0, Future: 0 };
  // a day that has not come yet is never approved or attested (issue 13, bug 7); taking a step back is allowed
  const today = stockholm(ctx.now()).date;
  const forward = body.Action === 'approve' || body.Action === 'attest';
  const audits: AuditEntryInput[] = [];
  for (let i = 0; i < numbers.length; i += 500) {
    const chunk = numbers.slice(i, i + 500);
    // days with rows but no day row yet are OPEN: give them one so they can move
    const rowDays = await db
      .selectFrom('time_rows')
      .select(['AnstNr', 'Datum'])
      .distinct()
      .where('FtgId', '=', F)
      .where('AnstNr', 'in', chunk)
      .where('Datum', '>=', body.From)
      .where('Datum', '<=', body.To)
      .execute();
    const days = await db
      .selectFrom('time_days')
      .select(['AnstNr', 'Datum', 'Status'])
      .where('FtgId', '=', F)
      .where('AnstNr', 'in', chunk)
      .where('Datum', '>=', body.From)
      .where('Datum', '<=', body.To)
      .execute();
    const status = new Map(days.map((d) => [`${d.AnstNr}|${d.Datum}`, d.Status as DayStatus]));
    const byFrom = new Map<DayStatus, { AnstNr: string; Datum: string }[]>();
    for (const d of rowDays) {
      const from = status.get(`${d.AnstNr}|${d.Datum}`) ?? 'OPEN';
      if (forward && d.Datum > today) {
        Skipped++;
        SkippedWhy.Future++;
        continue;
      }
      const to = nextStatus(from, body.Action, company);
      if (!to) {
        Skipped++;
        SkippedWhy[whySkipped(from, body.Action)]++;
        continue;
      }
      const list = byFrom.get(from) ?? [];
      list.push(d);
      byFrom.set(from, list);
    }
    const missing = rowDays.filter((d) => !status.has(`${d.AnstNr}|${d.Datum}`));
    for (let j = 0; j < missing.length; j += 200) {
      await db
        .insertInto('time_days')
        .values(
          missing.slice(j, j + 200).map((d) => ({
            FtgId: F,
            AnstNr: d.AnstNr,
            Datum: d.Datum,
            Status: 'OPEN',
            Version: 0,
            ApprovedBy: '',
            ApprovedAt: 0,
            AttestedBy: '',
            AttestedAt: 0,
            ExportedAt: 0,
          })),
        )
        .onConflict((oc) => oc.columns(['FtgId', 'AnstNr', 'Datum']).doNothing())
        .execute();
    }
    for (const [from, list] of byFrom) {
      const to = nextStatus(from, body.Action, company)!;
      const stamp =
        body.Action === 'approve'
          ? { ApprovedBy: login, ApprovedAt: at }
          : body.Action === 'unapprove'
            ? { ApprovedBy: '', ApprovedAt: 0 }
            : body.Action === 'attest'
              ? { AttestedBy: login, AttestedAt: at }
              : { AttestedBy: '', AttestedAt: 0 };
      const touched = new Set(list.map((d) => d.AnstNr));
      const res = await db
        .updateTable('time_days')
        .set((eb) => ({ Status: to, Version: eb('Version', '+', 1), ...stamp }))
        .where('FtgId', '=', F)
        .where('AnstNr', 'in', [...touched])
        .where('Datum', '>=', body.From)
        .where('Datum', '<=', forward && today < body.To ? today : body.To)
        .where('Status', '=', from)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('time_rows as r')
              .select('r.Id')
              .whereRef('r.FtgId', '=', 'time_days.FtgId')
              .whereRef('r.AnstNr', '=', 'time_days.AnstNr')
              .whereRef('r.Datum', '=', 'time_days.Datum'),
          ),
        )
        .executeTakeFirst();
      Changed += Number(res.numUpdatedRows);
      for (const d of list)
        audits.push({
          entity: 'day',
          id: d.Datum,
          event: 'modified',
          action: body.Action,
          before: { Status: from },
          after: { Status: to },
          anstNr: d.AnstNr,
          date: d.Datum,
        });
    }
  }
  await ctx.audit.record(...audits);
  for (const anstNr of new Set(audits.map((a) => a.anstNr!))) announce(ctx, { FtgId: F, AnstNr: anstNr, From: body.From, To: body.To });
  return { Changed, Skipped, SkippedWhy };
}

const ORDER: DayStatus[] = ['OPEN', 'APPROVED', 'ATTESTED', 'LOCKED'];
/** why a day did not move: locked (in payroll), already at or past the step, or not yet ready for it */
function whySkipped(from: DayStatus, action: BulkAction): 'AlreadyDone' | 'NotReady' | 'Locked' {
  if (from === 'LOCKED') return 'Locked';
  const target = action === 'approve' ? 'APPROVED' : action === 'attest' ? 'ATTESTED' : action === 'unapprove' ? 'OPEN' : 'APPROVED';
  if (action === 'approve' || action === 'attest') return ORDER.indexOf(from) >= ORDER.indexOf(target) ? 'AlreadyDone' : 'NotReady';
  return ORDER.indexOf(from) <= ORDER.indexOf(target) ? 'AlreadyDone' : 'NotReady';
}

export const approvalEndpoints = [
  handle(time.approveList, async ({ query }, ctx) => {
    return statusPage(ctx, query, { withoutLocked: true });
  }),
  handle(time.approve, async ({ body }, ctx) => {
    if (body.Action !== 'approve' && body.Action !== 'unapprove') ctx.fail(400, DV_CODES.badInput, 'time.rules.actionNotHere', { field: 'Action' }, 'Action');
    return bulk(ctx, body);
  }),
  handle(time.attestList, async ({ query }, ctx) => {
    return statusPage(ctx, query, { withoutLocked: false });
  }),
  handle(time.attest, async ({ body }, ctx) => {
    if (body.Action !== 'attest' && body.Action !== 'unattest') ctx.fail(400, DV_CODES.badInput, 'time.rules.actionNotHere', { field: 'Action' }, 'Action');
    return bulk(ctx, body);
  }),
];
