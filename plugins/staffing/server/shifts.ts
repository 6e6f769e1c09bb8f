import { TIDRADER_RESOURCE } from '@lonna/plugin-time/contracts';
import type { StaffingCtx, StaffingPassesTable } from './db';

/** this plugin's rows in the time plugin's published write model `time_planned_shifts` */
export const SHIFT_SOURCE = 'staffing';
/** the schedule name the time plugin's schedule view shows for a day planned here */
export const SCHEMA = 'Bemanning';

/** a pass is in its employee's schedule while someone is on it and it is not cancelled */
const scheduled = (p: Pick<StaffingPassesTable, 'AnstNr' | 'Status'>) => p.AnstNr !== '' && p.Status !== 'CANCELLED';

/**
 * Keeps the pass's planned shift in the time plugin's schedule in step with the pass, in the caller's transaction,
 * and tells open schedules and calendars of the employees concerned to read again (sent after the commit).
 */
export async function syncShift(ctx: StaffingCtx, before: StaffingPassesTable, after: StaffingPassesTable): Promise<void> {
  await ctx.db
    .deleteFrom('time_planned_shifts')
    .where('FtgId', '=', ctx.companyId)
    .where('Source', '=', SHIFT_SOURCE)
    .where('SourceId', '=', after.Id)
    .execute();
  if (scheduled(after)) {
    await ctx.db
      .insertInto('time_planned_shifts')
      .values({
        FtgId: ctx.companyId,
        AnstNr: after.AnstNr,
        Datum: after.Datum,
        Start: after.Start,
        Slut: after.Slut,
        Rast: 0,
        Schema: SCHEMA,
        Source: SHIFT_SOURCE,
        SourceId: after.Id,
      })
      .execute();
  }
  const touched = new Set([scheduled(before) ? before.AnstNr : '', scheduled(after) ? after.AnstNr : ''].filter(Boolean));
  for (const AnstNr of touched) {
    ctx.publish({
      event: 'resource-updated',
      resource: TIDRADER_RESOURCE,
      payload: { resource: TIDRADER_RESOURCE, FtgId: ctx.companyId, AnstNr, From: after.Datum, To: after.Datum },
    });
  }
}
