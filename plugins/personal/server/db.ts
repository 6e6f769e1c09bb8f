import { handlerFor, type CompanyContext, type PluginDb } from '@lonna/core/server';

/**
 * The tables this plugin owns (the host's — employees, accounts, account_contacts — come typed from @lonna/core/server).
 * Every key leads with FtgId: every query is scoped by company. Times are epoch ms.
 */
interface Decided {
  /** PENDING · ACCEPTED · REJECTED */
  Status: string;
  /** the reason of a rejection ('' otherwise) */
  Orsak: string;
  CreatedAt: number;
  CreatedBy: string;
  DecidedAt: number;
  DecidedBy: string;
  /** when an accepted change was sent to payroll in a PAXml file (0: not yet; payroll's own data: when it came) */
  ExportedAt: number;
}
export interface PersonalAddressesTable extends Decided {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Gata: string;
  Postnr: string;
  Ort: string;
  Land: string;
  GallerFran: string;
}
export interface PersonalContactsTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Fornamn: string;
  Efternamn: string;
  Epost: string;
  Telefon: string;
  Mobil: string;
  Relation: string;
  Ice: number;
  /** 12 digits or '' */
  PersNr: string;
  UpdatedAt: number;
}
export interface PersonalChildrenTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Namn: string;
  PersNr: string;
  DagarTilldelade: number;
  DagarInkommande: number;
  DagarUttagna: number;
  UpdatedAt: number;
}
export interface PersonalVehiclesTable {
  Id: string;
  FtgId: string;
  AnstNr: string;
  RegNr: string;
  Beskrivning: string;
  Typ: string;
  Matarstallning: number;
  UpdatedAt: number;
}
export interface PersonalBankAccountsTable extends Decided {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Clearing: string;
  Konto: string;
  Bank: string;
  /** the BankID signature (JSON) the employee confirmed the change with; '' for the seeded accounts */
  Signature: string;
  SignedBy: string;
}
/** a BankID order in flight: what the employee is confirming */
export interface PersonalBankOrdersTable {
  OrderRef: string;
  FtgId: string;
  AnstNr: string;
  Login: string;
  Clearing: string;
  Konto: string;
  Bank: string;
  CreatedAt: number;
}
export interface PersonalTables {
  personal_addresses: PersonalAddressesTable;
  personal_contacts: PersonalContactsTable;
  personal_children: PersonalChildrenTable;
  personal_vehicles: PersonalVehiclesTable;
  personal_bank_accounts: PersonalBankAccountsTable;
  personal_bank_orders: PersonalBankOrdersTable;
}

/** the database as this plugin's handlers see it: the host's tables and its own */
export type PersonalDb = PluginDb<PersonalTables>;
export type PersonalCtx = CompanyContext<PersonalDb>;
/** `handle(descriptor, handler)` with ctx.db typed for this plugin */
export const handle = handlerFor<PersonalTables>();
