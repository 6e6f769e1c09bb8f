import { handlerFor, type CompanyContext, type CompanyJobContext, type PluginDb } from '@lonna/core/server';
import type { LeaveReadModel } from '@lonna/plugin-leave/contracts';
import type { ChildrenReadModel } from '@lonna/plugin-personal/contracts';

/**
 * The tables this plugin owns (the host's — companies, employees, code lists — come typed from @lonna/core/server;
 * never redeclare them). Times are epoch ms, like the host's own tables.
 */
export interface AbsenceNoticesTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  /** SJK, VAB, TJL */
  Typ: string;
  FromDatum: string;
  /** 25, 50, 75, 100 */
  Omfattning: number;
  /** VAB: the child's id in the child register, its name and personal number as they were when reported */
  BarnId: string;
  BarnNamn: string;
  BarnPersNr: string;
  Kommentar: string;
  /** the first day back at work; '' while open */
  FriskDatum: string;
  /** JSON [{ Datum, Orsak }]: the days the time report kept as they were */
  Overhoppade: string;
  /** the last day booked into the time report; '' = the sick-pay period's last day (day 14), the job moves it on */
  BokadTill: string;
  Rapportor: string;
  CreatedBy: string;
  CreatedAt: number;
  UpdatedAt: number;
}
export interface AbsenceTables {
  absence_notices: AbsenceNoticesTable;
}
/** the other plugins' published read models this plugin reads (never writes) */
export interface ReadTables {
  personal_children: ChildrenReadModel;
  /** the leave plugin's approved leave, when that plugin is installed (./leave.ts) */
  leave_applications: LeaveReadModel;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type AbsenceDb = PluginDb<AbsenceTables & ReadTables>;
export type AbsenceCtx = CompanyContext<AbsenceDb>;
/** what booking needs: a handler's context or a job's for one company */
export type BookingCtx = AbsenceCtx | CompanyJobContext<AbsenceDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<AbsenceTables & ReadTables>();
