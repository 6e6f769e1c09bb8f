import type { Role } from '@lonna/core/contracts';
import { TIME_CODES, type DayStatus } from '../src/contracts';
import type { TimeCtx } from './db';
import { rowsEditable } from '../src/domain/status';

/**
 * Claim a day for a write: the day must be editable for the caller's role and
 * still at the version the caller read. The version moves on in the same
 * statement (compare-and-swap), so of two writers with the same version one
 * wins and the other gets 409 — inside the call's transaction, nothing of the
 * loser is written.
 */
export async function claimDay(
  ctx: TimeCtx,
  anstNr: string,
  datum: string,
  expected: number | 'any',
  /** the care recipients of the rows written (before and after): a lock another plugin holds on one refuses the write */
  careRecipients: readonly string[] = [],
): Promise<void> {
  const db = ctx.db;
  await assertRowsUnlocked(ctx, anstNr, datum, careRecipients);
  const key = { FtgId: ctx.companyId, AnstNr: anstNr, Datum: datum };
  // the day as it is, made OPEN at version 0 when it has no row yet: one statement (an upsert that changes nothing of
  // an existing day and returns it), where an insert and a read were two round trips on PostgreSQL (issue 22)
  const day = await db
    .insertInto('time_days')
    .values({ ...key, Status: 'OPEN', Version: 0, ApprovedBy: '', ApprovedAt: 0, AttestedBy: '', AttestedAt: 0, ExportedAt: 0 })
    .onConflict((oc) => oc.columns(['FtgId', 'AnstNr', 'Datum']).doUpdateSet((eb) => ({ Version: eb.ref('time_days.Version') })))
    .returning(['Status', 'Version'])
    .executeTakeFirstOrThrow();
  const status = day.Status as DayStatus;
  if (!rowsEditable(status, ctx.account.Roll as Role)) {
    ctx.fail(409, TIME_CODES.locked, `time.errors.locked${status === 'APPROVED' ? 'Approved' : status === 'ATTESTED' ? 'Attested' : 'Locked'}`, {
      date: datum,
    });
  }
  const current = Number(day.Version);
  if (expected !== 'any' && current !== expected) ctx.fail(409, TIME_CODES.conflict, 'time.errors.conflict', { date: datum });
  const moved = await db
    .updateTable('time_days')
    .set({ Version: current + 1 })
    .where('FtgId', '=', key.FtgId)
    .where('AnstNr', '=', anstNr)
    .where('Datum', '=', datum)
    .where('Version', '=', current)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) ctx.fail(409, TIME_CODES.conflict, 'time.errors.conflict', { date: datum });
}

/** A lock of another plugin (time_row_locks, e.g. a signed FK3059 month) on these care recipients' rows of the day. */
async function assertRowsUnlocked(ctx: TimeCtx, anstNr: string, datum: string, careRecipients: readonly string[]): Promise<void> {
  const list = [...new Set(careRecipients.filter(Boolean))];
  if (list.length === 0) return;
  const lock = await ctx.db
    .selectFrom('time_row_locks')
    .select(['Reason'])
    .where('FtgId', '=', ctx.companyId)
    .where('AnstNr', '=', anstNr)
    .where('Brukare', 'in', list)
    .where('FromDatum', '<=', datum)
    .where('TomDatum', '>=', datum)
    .executeTakeFirst();
  if (lock) ctx.fail(409, TIME_CODES.locked, 'time.errors.lockedSigned', { date: datum, reason: lock.Reason });
}
