import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { BalancesReadModel } from '@lonna/plugin-payslips/contracts';
import type { ChildrenReadModel } from '@lonna/plugin-personal/contracts';

/**
 * The tables this plugin owns (the host's — companies, employees, schedules — come typed from @lonna/core/server;
 * never redeclare them). Times are epoch ms, like the host's own tables.
 */
export interface LeaveApplicationsTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Typ: string;
  BarnId: string;
  FromDatum: string;
  TomDatum: string;
  /** the chosen ISO weekdays as digits, e.g. '12345' */
  Veckodagar: string;
  Omfattning: number;
  Orsak: string;
  SkapaTidrader: number;
  Status: string;
  Meddelande: string;
  BeslutAv: string;
  BeslutAt: number;
  PlanId: string;
  Dagar: number;
  /** JSON: the chosen days with no scheduled work */
  UtanSchema: string;
  Veckodagsraknat: number;
  Bokade: number;
  /** JSON: the days the time report did not book, with the reason */
  EjBokade: string;
  SkapadAv: string;
  SkapadAt: number;
  AndradAt: number;
}
export interface LeavePlansTable {
  Id: string;
  FtgId: string;
  Namn: string;
  Avdelning: string;
  FromDatum: string;
  TomDatum: string;
  MinBemanning: number;
  Status: string;
  SkapadAv: string;
  SkapadAt: number;
}
export interface LeaveTables {
  leave_applications: LeaveApplicationsTable;
  leave_plans: LeavePlansTable;
  /** the personal plugin's published child register (read only) */
  personal_children: ChildrenReadModel;
  /** the payslips plugin's published balances, when that plugin is installed (read only; ./balance.ts) */
  payslips_balances: BalancesReadModel;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type LeaveDb = PluginDb<LeaveTables>;
export type LeaveCtx = CompanyContext<LeaveDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<LeaveTables>();
