import type { ServerJob } from '@lonna/core/server';
import { swedishToday } from '@lonna/core/validation';
import { ABSENCE_RESOURCE, EXTEND_AHEAD_DAYS, type Skip } from '../src/contracts';
import { addDays } from '../src/domain/dates';
import { bookedTo, extendNotice } from './booking';
import type { AbsenceDb, AbsenceNoticesTable, BookingCtx } from './db';

/**
 * Books an open notice on to `to`, stores how far it is booked and the days the time report kept, and audits it
 * (`modified`/`extend`). Answers the notice as stored.
 */
export async function extendStored(ctx: BookingCtx, n: AbsenceNoticesTable, to: string): Promise<AbsenceNoticesTable> {
  const before = bookedTo(n);
  const { BokadTill, skips } = await extendNotice(ctx, n, to);
  if (BokadTill === before) return n;
  const kept = JSON.parse(n.Overhoppade) as Skip[];
  const Overhoppade = JSON.stringify([...kept, ...skips.filter((s) => !kept.some((k) => k.Datum === s.Datum))]);
  const updated = { ...n, BokadTill, Overhoppade, UpdatedAt: ctx.now().getTime() };
  await ctx.db
    .updateTable('absence_notices')
    .set({ BokadTill, Overhoppade, UpdatedAt: updated.UpdatedAt })
    .where('FtgId', '=', n.FtgId)
    .where('Id', '=', n.Id)
    .execute();
  await ctx.audit.record({
    entity: 'notice',
    id: n.Id,
    event: 'modified',
    action: 'extend',
    before: { BokadTill: before },
    after: { BokadTill },
    anstNr: n.AnstNr,
    date: BokadTill,
  });
  return updated;
}

/**
 * An open notice past the sick-pay period keeps its absence in the time report: every hour (idempotent — only notices
 * booked short of today + EXTEND_AHEAD_DAYS do anything, so in practice once a day when the date moves) each company's
 * open notices are booked on, in one transaction per company, as the job (`job:absence/extend-open-notices`).
 */
export const extendOpenNotices: ServerJob<AbsenceDb> = {
  name: 'extend-open-notices',
  everyMs: 3_600_000,
  async run(ctx) {
    const horizon = addDays(swedishToday(ctx.now()), EXTEND_AHEAD_DAYS);
    const open = await ctx.db.selectFrom('absence_notices').selectAll().where('FriskDatum', '=', '').orderBy('FtgId').orderBy('FromDatum').execute();
    const byCompany = new Map<string, AbsenceNoticesTable[]>();
    for (const n of open.filter((o) => bookedTo(o) < horizon)) byCompany.set(n.FtgId, [...(byCompany.get(n.FtgId) ?? []), n]);
    for (const [ftgId, notices] of byCompany)
      await ctx.inCompany(ftgId, async (c) => {
        for (const n of notices) {
          await extendStored(c, n, horizon);
          c.publish({ event: 'resource-updated', resource: ABSENCE_RESOURCE, payload: { AnstNr: n.AnstNr } });
        }
      });
  },
};
