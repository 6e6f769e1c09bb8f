import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { TimeCareMonthsReadModel, TimeRowLocksWriteModel, TimeRowsReadModel } from '@lonna/plugin-time/contracts';

/**
 * The tables this plugin owns, and the time plugin's published read model of its rows (read only: statements are
 * computed from it, never stored apart from the hash of what was signed). Times are epoch ms.
 */
export interface Fk3059StatementsTable {
  FtgId: string;
  AnstNr: string;
  Brukare: string;
  Manad: string;
  /** SHA-256 of the canonical statement each signature was given on */
  AssistantHash: string;
  /** the BankID signature record (JSON) — what FK's ELT call carries */
  AssistantSignature: string;
  AssistantName: string;
  AssistantAt: number;
  OrganiserHash: string;
  OrganiserSignature: string;
  OrganiserName: string;
  OrganiserAt: number;
  Status: string;
  UpdatedAt: number;
}
/** a running BankID order: which statement, which signer role, and the hash of the content shown */
export interface Fk3059SignOrdersTable {
  OrderRef: string;
  FtgId: string;
  AnstNr: string;
  Brukare: string;
  Manad: string;
  Roll: string;
  ContentHash: string;
  Login: string;
  CreatedAt: number;
}
/** a statement's electronic sending to FK (the current one); the request is kept as sent */
export interface Fk3059SendingsTable {
  FtgId: string;
  AnstNr: string;
  Brukare: string;
  Manad: string;
  /** the content hash both signatures were given on */
  ContentHash: string;
  /** QUEUED (the job sends it at NextAt), SENT, FAILED */
  State: string;
  RequestXml: string;
  TxId: string;
  /** EltErrorCode of the last failure ('' none) and FK's words */
  ErrorCode: string;
  ErrorDetail: string;
  Attempts: number;
  NextAt: number;
  QueuedBy: string;
  QueuedAt: number;
  SentAt: number;
}
/** the statements one sign order covers (a batch of the organiser's, or one) */
export interface Fk3059SignOrderItemsTable {
  OrderRef: string;
  AnstNr: string;
  Brukare: string;
  ContentHash: string;
}
export interface Fk3059DetailsTable {
  FtgId: string;
  Kontaktperson: string;
  Telefon: string;
  Kollektivavtal: number;
  UpdatedBy: string;
  UpdatedAt: number;
}
export interface Fk3059CareRecipientsTable {
  FtgId: string;
  Brukare: string;
  /** 12 digits */
  PersNr: string;
}
export interface Fk3059Tables {
  fk3059_statements: Fk3059StatementsTable;
  fk3059_sign_orders: Fk3059SignOrdersTable;
  fk3059_sign_order_items: Fk3059SignOrderItemsTable;
  fk3059_sendings: Fk3059SendingsTable;
  fk3059_details: Fk3059DetailsTable;
  fk3059_care_recipients: Fk3059CareRecipientsTable;
  time_rows: TimeRowsReadModel;
  /** the version of a company's month of assistance rows (the time plugin's triggers keep it) */
  time_care_months: TimeCareMonthsReadModel;
  /** the time plugin's published write model: this plugin's own locks only (Owner 'fk3059') */
  time_row_locks: TimeRowLocksWriteModel;
}

export type Fk3059Db = PluginDb<Fk3059Tables>;
export type Fk3059Ctx = CompanyContext<Fk3059Db>;
export const handle = handlerFor<Fk3059Tables>();
