import type { Kysely } from 'kysely';
import type { Database, Db } from '../../host/db/types';

/**
 * The tables of the sign-in security plugin (migration security/001). They
 * hold what must be shared by every server instance: pending BankID orders and
 * their tokens, SMS codes, send log and proofs, password-reset tokens, and the
 * accounts' contact details (mobile for SMS, e-mail for the reset link).
 * Times are epoch milliseconds, as in the shell's tables.
 */
export interface BankIdOrdersTable {
  order_ref: string;
  binding: string;
  state: string;
  /** 0 until a token of the order is taken: the compare-and-set that makes one sign-in per order */
  tokens_spent: number;
  /** the rest of the PendingOrder as JSON */
  data: string;
  expires_at: number;
}
export interface BankIdTokensTable {
  token_hash: string;
  order_ref: string;
  login: string;
  expires_at: number;
}
export interface SmsAttemptsTable {
  attempt_id: string;
  subject: string;
  phone: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  wrong_tries: number;
  state: string;
}
export interface SmsSendsTable {
  id: import('kysely').Generated<number>;
  send_key: string;
  at: number;
}
export interface SmsProofsTable {
  token_hash: string;
  subject: string;
  expires_at: number;
}
export interface PasswordResetsTable {
  token_hash: string;
  login: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  ip: string;
}
export interface SecurityTables {
  bankid_orders: BankIdOrdersTable;
  bankid_tokens: BankIdTokensTable;
  sms_attempts: SmsAttemptsTable;
  sms_sends: SmsSendsTable;
  sms_proofs: SmsProofsTable;
  password_resets: PasswordResetsTable;
}

export type SecurityDb = Kysely<Database & SecurityTables>;

/** the host's Db typed with these tables too (same connection, wider type) */
export function securityDb(db: Db): SecurityDb {
  return db as unknown as SecurityDb;
}
