import type { TimeCareMonthsReadModel, TimePlannedShiftsWriteModel, TimeRowLocksWriteModel } from '../src/contracts';
import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';

/**
 * The tables this plugin owns; the host's tables (companies, employees, schedules, code lists) come typed
 * from @lonna/core/server. Times are epoch ms, flags integer 0/1, like the host's own tables.
 */
export interface TimeRowsTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Datum: string;
  TidKod: string;
  Timmar: number;
  Start: string;
  Slut: string;
  Brukare: string;
  ResEnhet1: string;
  ResEnhet2: string;
  ResEnhet3: string;
  ResEnhet4: string;
  ResEnhet5: string;
  ResEnhet6: string;
  Konto: string;
  Text: string;
  /** MANUAL typed in · PUNCH from a clock punch · BOOKED by another plugin through the booking API */
  Source: string;
  /** the booking plugin's id and its booking's id ('' unless BOOKED) */
  Origin: string;
  OriginRef: string;
  CreatedAt: number;
  UpdatedAt: number;
  UpdatedBy: string;
}
/** one row per employee and day that has rows or a status: status and the day's version (409 on stale writes) */
export interface TimeDaysTable {
  FtgId: string;
  AnstNr: string;
  Datum: string;
  Status: string;
  Version: number;
  ApprovedBy: string;
  ApprovedAt: number;
  AttestedBy: string;
  AttestedAt: number;
  ExportedAt: number;
}
export interface TimePunchesTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Datum: string;
  In: string;
  Ut: string;
  Brukare: string;
  ResEnhet1: string;
  RowId: string;
  Version: number;
  CreatedAt: number;
  UpdatedBy: string;
}

/** a company time code's PAXml code, chosen by payroll administration (none stored = the default of paxml-codes.ts) */
export interface TimePaxmlCodesTable {
  FtgId: string;
  TidKod: string;
  PaxmlKod: string;
  UpdatedBy: string;
  UpdatedAt: number;
}

export interface TimeTables {
  /** kept by triggers on time_rows (migration 009); published as TimeCareMonthsReadModel */
  time_care_months: TimeCareMonthsReadModel;
  time_paxml_codes: TimePaxmlCodesTable;
  time_row_locks: TimeRowLocksWriteModel;
  time_planned_shifts: TimePlannedShiftsWriteModel;
  time_rows: TimeRowsTable;
  time_days: TimeDaysTable;
  time_punches: TimePunchesTable;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type TimeDb = PluginDb<TimeTables>;
/** the context of the plugin's (company-scoped) handlers */
export type TimeCtx = CompanyContext<TimeDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<TimeTables>();
