import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { ReportState } from '../src/contracts';

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
}

/**
 * The compensations plugin's table `compensations`, the columns a travel expense report writes (Origin TRAVEL, GuideId
 * = the report). Declared here because compensations does not publish a write model yet (see the README: the seam it
 * should publish); the columns are the ones of its migration 001.
 */
export interface CompensationsWriteModel {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Datum: string;
  Typ: string;
  LonKod: string;
  Text: string;
  Extratext: string;
  FromDatum: string;
  TomDatum: string;
  Antal: number;
  Belopp: number;
  Moms: number;
  Valuta: string;
  Valutakurs: number;
  Varugrupp: string;
  Brukare: string;
  ResEnhet1: string;
  ResEnhet2: string;
  ResEnhet3: string;
  ResEnhet4: string;
  ResEnhet5: string;
  ResEnhet6: string;
  Status: string;
  Origin: string;
  GuideId: string;
  KvittoId: string;
  KvittoNamn: string;
  CreatedBy: string;
  CreatedAt: number;
  UpdatedAt: number;
}

export interface TravelTables {
  travel_reports: TravelReportsTable;
  travel_lines: TravelLinesTable;
  compensations: CompensationsWriteModel;
  /** compensations' company settings: the pay code of an out-of-pocket expense (read only) */
  compensations_settings: { FtgId: string; LonKodUtlagg: string };
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type TravelDb = PluginDb<TravelTables>;
export type TravelCtx = CompanyContext<TravelDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<TravelTables>();
/** the host's upload kind for receipts (PNG, JPEG, PDF), shared with compensations: a scanned receipt is one file */
export const RECEIPT_KIND = 'receipt';
/** the all-zero GUID: no goods group (spec) */
export const NO_GOODS_GROUP = '00000000-0000-0000-0000-000000000000';
