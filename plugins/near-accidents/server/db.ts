import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { ReportStatus } from '../src/contracts';

/**
 * The tables this plugin owns (the host's — companies, accounts, employees — come typed from @lonna/core/server).
 * Every key leads with FtgId; times are epoch ms, like the host's own tables.
 */
export interface ReportsTable {
  FtgId: string;
  Id: string;
  Rubrik: string;
  Beskrivning: string;
  Datum: string;
  Klockslag: string;
  Plats: string;
  MojligFoljd: string;
  /** 1: only the handlers (and the reporter) see it */
  Kanslig: number;
  Status: ReportStatus;
  ReporterLogin: string;
  ReporterNamn: string;
  /** the reporter's employee number in this company ('' for an administrator without one): the role scope's key */
  AnstNr: string;
  ResolverNamn: string;
  Beslut: string;
  CreatedAt: number;
}
/** every status change: when and by whom (the first row is the report's filing) */
export interface HistoryTable {
  FtgId: string;
  ReportId: string;
  Seq: number;
  Status: ReportStatus;
  At: number;
  Login: string;
  Namn: string;
}
/** the report's files; the bytes are in the host's upload storage (kind nearAccident) */
export interface AttachmentsTable {
  FtgId: string;
  ReportId: string;
  FileId: string;
  FileName: string;
  Type: string;
  Size: number;
  AddedAt: number;
}
export interface NearAccidentsTables {
  near_accidents_reports: ReportsTable;
  near_accidents_history: HistoryTable;
  near_accidents_attachments: AttachmentsTable;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type NearAccidentsDb = PluginDb<NearAccidentsTables>;
export type NearAccidentsCtx = CompanyContext<NearAccidentsDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<NearAccidentsTables>();

/** the host's upload kind for attachments */
export const FILE_KIND = 'nearAccident';
