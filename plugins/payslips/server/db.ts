import type { TimeRowsReadModel } from '@lonna/plugin-time/contracts';
import { handlerFor, type CompanyContext, type HandlerContext, type PluginDb } from '@lonna/core/server';

/**
 * The tables this plugin owns (the host's — companies, employees, accounts — come typed from @lonna/core/server). Every
 * key leads with FtgId: every query is scoped by company. Times are epoch ms; days are YYYY-MM-DD.
 */
export interface PayslipsImportsTable {
  Id: string;
  FtgId: string;
  At: number;
  /** the administrator's login, the API key's name, or 'demo' */
  By: string;
  /** UPLOAD · API · DEMO */
  Kalla: string;
  Payslips: number;
  Balances: number;
  Replaced: number;
}
export interface PayslipsPayslipsTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  /** the payroll system's period id: with the employee, the key a re-import replaces */
  PeriodId: string;
  PeriodText: string;
  /** the day it is published */
  BetalDatum: string;
  Namn: string;
  Brutto: number;
  Skatt: number;
  Netto: number;
  SkatteTabell: string;
  SkatteKolumn: string;
  TabellSkatt: number;
  EngangsSkatt: number;
  ArbAvgiftBel: number;
  AckBrutto: number;
  AckSkatt: number;
  AckNetto: number;
  /** the lines (JSON of PayLine[]) */
  Lines: string;
  /** the payroll system's own PDF (base64), '' when the portal renders it */
  Pdf: string;
  ImportId: string;
  /** 1 once the employee was told (push) that it is published */
  Notified: number;
  CreatedAt: number;
}
export interface PayslipsBalancesTable {
  FtgId: string;
  AnstNr: string;
  Datum: string;
  SemBetTot: number | null;
  SemBetUtb: number | null;
  SemObeTot: number | null;
  SemObeUtb: number | null;
  SemSpaTot: number | null;
  SemSpaUtb: number | null;
  SemForTot: number | null;
  SemForUtb: number | null;
  KompSaldo: number | null;
  FlexSaldo: number | null;
  TidbankTim: number | null;
  ImportId: string;
}
export interface PayslipsKeysTable {
  Id: string;
  FtgId: string;
  Namn: string;
  /** the key's first characters, to tell keys apart */
  Prefix: string;
  /** hex SHA-256 of the key (the key itself is shown once and never stored) */
  Hash: string;
  CreatedAt: number;
  CreatedBy: string;
  LastUsedAt: number;
}
/** a BankID identification in flight */
export interface PayslipsIdentifyOrdersTable {
  OrderRef: string;
  FtgId: string;
  Login: string;
  CreatedAt: number;
}
/** the latest completed identification of an account: payslips open for a while after it */
export interface PayslipsIdentifiedTable {
  Login: string;
  At: number;
}
export interface PayslipsTables {
  payslips_imports: PayslipsImportsTable;
  payslips_payslips: PayslipsPayslipsTable;
  payslips_balances: PayslipsBalancesTable;
  payslips_keys: PayslipsKeysTable;
  payslips_identify_orders: PayslipsIdentifyOrdersTable;
  payslips_identified: PayslipsIdentifiedTable;
  /** the time plugin's published read model (the demo's hourly pay); read, never written */
  time_rows: TimeRowsReadModel;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type PayslipsDb = PluginDb<PayslipsTables>;
export type PayslipsCtx = CompanyContext<PayslipsDb>;
export type PayslipsPublicCtx = HandlerContext<PayslipsDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<PayslipsTables>();
