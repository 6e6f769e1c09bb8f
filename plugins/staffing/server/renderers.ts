import { defineRenderers, type PaxmlCompany } from '@lonna/core/server';
import { type ScheduleShift, schedulePaxml } from './schedule-paxml';

/** The staffing plugin's files, rendered by the host's worker pool (ctx.render): nothing here touches the database. */
export interface SchedulePaxmlInput {
  company: PaxmlCompany;
  shifts: ScheduleShift[];
  createdAt: Date;
}

export default defineRenderers({
  'staffing.schedulePaxml': (i: SchedulePaxmlInput) => schedulePaxml(i.company, i.shifts, i.createdAt),
});
