import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { TimePlannedShiftsWriteModel, TimeRowsReadModel } from '@lonna/plugin-time/contracts';

/**
 * The tables this plugin owns, and the time plugin's published read model of its time rows (read only: absence days
 * are the rows booked with an absence code). Times are epoch ms, like the host's own tables.
 */
export interface StaffingNeedsTable {
  FtgId: string;
  Id: string;
  Namn: string;
  Uppgift: string;
  Avdelning: string;
  ResEnh: string;
  Brukare: string;
  Start: string;
  Slut: string;
  Antal: number;
  /** competence ids, comma separated */
  Kompetenser: string;
  Upprepning: string;
  Faktor: number;
  Dagar: string;
  Manader: string;
  FromDatum: string;
  TomDatum: string;
  Schemalangd: number;
  Helgdagar: number;
  Delpass: number;
  Kommentar: string;
  KopiaAv: string;
  Deleted: number;
  CreatedAt: number;
  CreatedBy: string;
}
export interface StaffingPassesTable {
  FtgId: string;
  Id: string;
  BehovId: string;
  /** the need's n-th person that day (0 … Antal-1): a need of two people has two passes a day */
  Plats: number;
  Datum: string;
  Start: string;
  Slut: string;
  /** '' = unfilled */
  AnstNr: string;
  /** PLANNED, FINALIZED or CANCELLED (ONGOING is a planned pass whose time has begun: derived, never stored) */
  Status: string;
  Version: number;
  UpdatedAt: number;
}
/** a shift trade: Status OPEN, INTEREST, APPROVED, DENIED or WITHDRAWN (EXPIRED is derived from the pass's start) */
export interface StaffingTradesTable {
  FtgId: string;
  Id: string;
  PassId: string;
  /** the offerer */
  AnstNr: string;
  /** the company's PassbyteTyp when offered (C, A or F) */
  Typ: string;
  Status: string;
  /** the colleague who took the pass ('' = none yet) */
  Tagare: string;
  /** the login who approved or denied ('' = none) */
  BeslutadAv: string;
  /** how the offerer hears of the steps besides the push (TRADE_NOTICES) */
  Avisering: string;
  CreatedAt: number;
  UpdatedAt: number;
  Version: number;
}
export interface StaffingTradeInterestsTable {
  FtgId: string;
  TradeId: string;
  AnstNr: string;
  At: number;
  /** how this colleague hears of the steps besides the push (TRADE_NOTICES) */
  Avisering: string;
}
export interface StaffingTables {
  staffing_trades: StaffingTradesTable;
  staffing_trade_interests: StaffingTradeInterestsTable;
  staffing_needs: StaffingNeedsTable;
  staffing_passes: StaffingPassesTable;
  time_rows: TimeRowsReadModel;
  /** the time plugin's published write model: this plugin writes only its own rows (Source 'staffing') */
  time_planned_shifts: TimePlannedShiftsWriteModel;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type StaffingDb = PluginDb<StaffingTables>;
export type StaffingCtx = CompanyContext<StaffingDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<StaffingTables>();
