import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { CompensationsWriteModel } from '@lonna/plugin-compensations/contracts';
import type { LineKind, ReportState } from '../src/contracts';

/**
 * The tables this plugin owns (the host's come typed from @lonna/core/server). Times are epoch ms.
 * `travel_reports` a trip; `travel_lines` its receipt lines, each pointing to the compensation it became.
 */
export interface TravelReportsTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Syfte: string;
  Resmal: string;
  Avresa: string;
  Hemkomst: string;
  Status: ReportState;
  CreatedBy: string;
  CreatedAt: number;
  UpdatedAt: number;
}
export interface TravelLinesTable {
  Id: string;
  FtgId: string;
  ReportId: string;
  Datum: string;
  Text: string;
  Leverantor: string;
  Belopp: number;
  Moms: number;
  Valuta: string;
  Valutakurs: number;
  KvittoId: string;
  KvittoNamn: string;
  ErsattningId: string;
  CreatedAt: number;
  /** migration 002: the kind, the spec's event fields, mileage and per diem */
  Typ: LineKind;
  Land: string;
  BesoktPerson: string;
  BesoktForetag: string;
  BesoktPlats: string;
  Varugrupp: string;
  /** 1 = paid with the company's card (no out-of-pocket compensation) */
  Foretagskort: number;
  ReprTyp: string;
  Gaster: string;
  Deltagare: string;
  ReprAntal: number;
  Fordon: string;
  StartMatare: number | null;
  SlutMatare: number | null;
  Km: number;
  /** JSON: mileage `{ Skattefritt, Skattepliktigt }`, per diem `{ answers, days }` */
  Detaljer: string;
  /** the compensations the line became, comma-separated ('' before the report is completed) */
  Ersattningar: string;
}

/** a receipt the scan stored (migration 003): the clean-up job removes it when nothing points to it after a while */
export interface TravelScansTable {
  FtgId: string;
  KvittoId: string;
  ScannedAt: number;
}

export interface TravelTables {
  travel_scans: TravelScansTable;
  travel_reports: TravelReportsTable;
  travel_lines: TravelLinesTable;
  /** compensations' published write model: a completed report's claims (Origin TRAVEL, GuideId = the report) */
  compensations: CompensationsWriteModel;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type TravelDb = PluginDb<TravelTables>;
export type TravelCtx = CompanyContext<TravelDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<TravelTables>();
/** the host's upload kind for receipts (PNG, JPEG, PDF), shared with compensations: a scanned receipt is one file */
export const RECEIPT_KIND = 'receipt';
