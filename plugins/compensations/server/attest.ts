import { personName } from '@lonna/core/contracts';
import { DV_CODES, type AuditEntryInput } from '@lonna/core/server';
import { swedishWallClock } from '@lonna/core/validation';
import { nextStatus, type BulkAction, type BulkResult } from '@lonna/plugin-time/contracts';
import { compensationsAttest, type AttestEmployee, type StepBody } from '../src/attest-contracts';
import type { CompensationStatus } from '../src/contracts';
import { type CompensationsCtx, type CompensationsTable, handle } from './db';
import { changed, wireAll } from './store';

/**
 * The compensation half of approve and attest: the time plugin's status flow (its `nextStatus`, imported), one step at a
 * time over the chosen employees' claims of a period (or the chosen rows). A row changed meanwhile is not moved twice:
 * each UPDATE is guarded by the status it read.
 */

/** the employees of the caller's scope (optionally one department), by number */
export async function scopedEmployees(ctx: CompensationsCtx, avdelning?: string) {
  const s = await ctx.scope.employees();
  if (s.basis === 'none') ctx.fail(403, DV_CODES.forbidden, 'compensations.attestErrors.forbidden');
  let q = ctx.db.selectFrom('employees').select(['AnstNr', 'FoNamn', 'EfNamn', 'Avdelning', 'PersNr']).where('FtgId', '=', ctx.companyId);
  if (!s.all) q = q.where('AnstNr', 'in', s.anstNrs.length ? [...s.anstNrs] : ['']);
  if (avdelning) q = q.where('Avdelning', '=', avdelning);
  return (await q.execute()).sort((a, b) => Number(a.AnstNr) - Number(b.AnstNr));
}

/** the claims of some employees in a period (chunked: a big company's list fits any database's parameter limit) */
export async function claimsOf(ctx: CompensationsCtx, anstNrs: readonly string[], from: string, to: string): Promise<CompensationsTable[]> {
  const out: CompensationsTable[] = [];
  for (let i = 0; i < anstNrs.length; i += 500) {
    out.push(
      ...(await ctx.db
        .selectFrom('compensations')
        .selectAll()
        .where('FtgId', '=', ctx.companyId)
        .where('AnstNr', 'in', anstNrs.slice(i, i + 500))
        .where('Datum', '>=', from)
        .where('Datum', '<=', to)
        .orderBy('AnstNr')
        .orderBy('Datum')
        .orderBy('CreatedAt')
        .execute()),
    );
  }
  return out;
}

const COUNT: Record<CompensationStatus, 'Open' | 'Approved' | 'Attested' | 'Locked'> = {
  OPEN: 'Open',
  APPROVED: 'Approved',
  ATTESTED: 'Attested',
  LOCKED: 'Locked',
};

export const attestList = handle(compensationsAttest.list, async ({ query }, ctx) => {
  const employees = await scopedEmployees(ctx, query.Avdelning);
  const rows = await wireAll(
    ctx,
    await claimsOf(
      ctx,
      employees.map((e) => e.AnstNr),
      query.From,
      query.To,
    ),
  );
  // grouped once: a filter per employee made the list grow with employees × claims (issue 22)
  const byEmployee = new Map<string, typeof rows>();
  for (const r of rows) {
    const mine = byEmployee.get(r.AnstNr);
    if (mine) mine.push(r);
    else byEmployee.set(r.AnstNr, [r]);
  }
  const lines: AttestEmployee[] = [];
  for (const e of employees) {
    const mine = byEmployee.get(e.AnstNr);
    if (!mine) continue;
    const line: AttestEmployee = {
      AnstNr: e.AnstNr,
      Namn: personName(e),
      Avdelning: e.Avdelning ?? '',
      Open: 0,
      Approved: 0,
      Attested: 0,
      Locked: 0,
      Belopp: Math.round(mine.reduce((s, r) => s + r.Belopp, 0) * 100) / 100,
      Rows: mine,
    };
    for (const r of mine) line[COUNT[r.Status]]++;
    lines.push(line);
  }
  return lines;
});

const ORDER: CompensationStatus[] = ['OPEN', 'APPROVED', 'ATTESTED', 'LOCKED'];
/** why a row did not move: locked (in payroll), already at or past the step, or not yet ready for it */
function whySkipped(from: CompensationStatus, action: BulkAction): 'AlreadyDone' | 'NotReady' | 'Locked' {
  if (from === 'LOCKED') return 'Locked';
  const target = action === 'approve' ? 'APPROVED' : action === 'attest' ? 'ATTESTED' : action === 'unapprove' ? 'OPEN' : 'APPROVED';
  const forward = action === 'approve' || action === 'attest';
  const past = forward ? ORDER.indexOf(from) >= ORDER.indexOf(target) : ORDER.indexOf(from) <= ORDER.indexOf(target);
  return past ? 'AlreadyDone' : 'NotReady';
}

/** who did the step and when (taking it back clears it) */
function stampOf(action: BulkAction, login: string, at: number): Partial<CompensationsTable> {
  if (action === 'approve') return { ApprovedBy: login, ApprovedAt: at };
  if (action === 'unapprove') return { ApprovedBy: '', ApprovedAt: 0 };
  if (action === 'attest') return { AttestedBy: login, AttestedAt: at };
  return { AttestedBy: '', AttestedAt: 0 };
}

async function step(ctx: CompensationsCtx, body: StepBody): Promise<BulkResult> {
  // one employee outside the caller's scope refuses the whole call (nothing is changed)
  await ctx.scope.assertEmployees(body.AnstNr);
  const wanted = body.Ids ? new Set(body.Ids) : null;
  const rows = (await claimsOf(ctx, [...new Set(body.AnstNr)], body.From, body.To)).filter((r) => !wanted || wanted.has(r.Id));
  const company = { KalUseLonReady: Boolean(ctx.access.company.KalUseLonReady) };
  // a claim dated after today is never approved or attested (as time's days); taking a step back is allowed
  const today = swedishWallClock(ctx.now()).date;
  const forward = body.Action === 'approve' || body.Action === 'attest';
  const SkippedWhy = { AlreadyDone: 0, NotReady: 0, Locked: 0, Future: 0 };
  const byFrom = new Map<CompensationStatus, CompensationsTable[]>();
  for (const r of rows) {
    if (forward && r.Datum > today) {
      SkippedWhy.Future++;
      continue;
    }
    if (!nextStatus(r.Status, body.Action, company)) {
      SkippedWhy[whySkipped(r.Status, body.Action)]++;
      continue;
    }
    byFrom.set(r.Status, [...(byFrom.get(r.Status) ?? []), r]);
  }
  const stamp = stampOf(body.Action, (ctx.account.Namn || ctx.account.Login).slice(0, 60), ctx.now().getTime());
  const audits: AuditEntryInput[] = [];
  let Changed = 0;
  for (const [from, list] of byFrom) {
    const to = nextStatus(from, body.Action, company)!;
    for (let i = 0; i < list.length; i += 500) {
      const chunk = list.slice(i, i + 500);
      const res = await ctx.db
        .updateTable('compensations')
        .set({ Status: to, UpdatedAt: ctx.now().getTime(), ...stamp })
        .where('FtgId', '=', ctx.companyId)
        .where(
          'Id',
          'in',
          chunk.map((r) => r.Id),
        )
        .where('Status', '=', from)
        .executeTakeFirst();
      Changed += Number(res.numUpdatedRows);
    }
    for (const r of list)
      audits.push({
        entity: 'compensation',
        id: r.Id,
        event: 'modified',
        action: body.Action,
        before: { Status: from },
        after: { Status: to },
        anstNr: r.AnstNr,
        date: r.Datum,
      });
  }
  if (audits.length) await ctx.audit.record(...audits);
  for (const anstNr of new Set(audits.map((a) => a.anstNr!))) changed(ctx, anstNr);
  // a row another user moved meanwhile is already done
  SkippedWhy.AlreadyDone += rows.length - Changed - Object.values(SkippedWhy).reduce((n, k) => n + k, 0);
  return { Changed, Skipped: rows.length - Changed, SkippedWhy };
}

export const approveClaims = handle(compensationsAttest.approve, async ({ body }, ctx) => step(ctx, body));
export const attestClaims = handle(compensationsAttest.attest, async ({ body }, ctx) => step(ctx, body));
