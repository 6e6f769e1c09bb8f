import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';
import type { TimeRowsReadModel } from '@lonna/plugin-time/contracts';

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
export interface Fk3059Tables {
  fk3059_statements: Fk3059StatementsTable;
  fk3059_sign_orders: Fk3059SignOrdersTable;
  time_rows: TimeRowsReadModel;
}

export type Fk3059Db = PluginDb<Fk3059Tables>;
export type Fk3059Ctx = CompanyContext<Fk3059Db>;
export const handle = handlerFor<Fk3059Tables>();
