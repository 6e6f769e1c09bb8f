import type { Generated, Kysely } from 'kysely';

/**
 * The tables this plugin owns, plus the columns it reads from the host's
 * tables (companies, employees, schedules, code lists). Times are epoch ms,
 * flags integer 0/1, like the host's own tables.
 */
export interface TimeRowsTable {
  Id: string; FtgId: string; AnstNr: string; Datum: string; TidKod: string; Timmar: number; Start: string; Slut: string;
  Brukare: string; ResEnhet1: string; ResEnhet2: string; ResEnhet3: string; ResEnhet4: string; ResEnhet5: string; ResEnhet6: string;
  Konto: string; Text: string; Source: string; CreatedAt: number; UpdatedAt: number; UpdatedBy: string;
}
/** one row per employee and day that has rows or a status: status and the day's version (409 on stale writes) */
export interface TimeDaysTable {
  FtgId: string; AnstNr: string; Datum: string; Status: string; Version: number;
  ApprovedBy: string; ApprovedAt: number; AttestedBy: string; AttestedAt: number; ExportedAt: number;
}
export interface TimePunchesTable {
  Id: string; FtgId: string; AnstNr: string; Datum: string; In: string; Ut: string; Brukare: string; ResEnhet1: string;
  RowId: string; Version: number; CreatedAt: number; UpdatedBy: string;
}
/** every change: who, when, old → new (JSON) */
export interface TimeAuditTable {
  Id: Generated<number>; At: number; Login: string; FtgId: string; AnstNr: string; Datum: string;
  Entity: string; EntityId: string; Action: string; Old: string; New: string;
}

/** host tables, the columns read here */
interface EmployeesTable { FtgId: string; AnstNr: string; FoNamn: string; EfNamn: string; PersNr: string; Avdelning: string; Aktiv: number; Locked: number; UseBrukare: number; Brukare: string; UseResEnhet1: number; ResEnhet1: string; TidKodGrupp: string }
interface EmployeeSchedulesTable { FtgId: string; AnstNr: string; FromDatum: string; UseArbSchema: number; ArbSchema: string }
interface ArbSchemaDagarTable { FtgId: string; ArbSchema: string; Vecka: number; Veckodag: number; Start: string; Slut: string; Rast: number; Timmar: number }
interface TidKoderTable { FtgId: string; TidKod: string; BenText: string; Enhet: string; TidKodGrupp: string }
interface BrukareTable { FtgId: string; Brukare: string; FoNamn: string; EfNamn: string }
interface ResultUnitsTable { FtgId: string; Niva: number; ResEnh: string; Namn: string }
interface KontoregTable { FtgId: string; Konto: string; BenText: string }
interface CompaniesTable { FtgId: string; Namn: string; Orgnr: string }
interface DepartmentsTable { FtgId: string; Avdelning: string; Namn: string }

export interface TimeDatabase {
  time_rows: TimeRowsTable;
  time_days: TimeDaysTable;
  time_punches: TimePunchesTable;
  time_audit: TimeAuditTable;
  employees: EmployeesTable;
  employee_schedules: EmployeeSchedulesTable;
  arbschema_dagar: ArbSchemaDagarTable;
  tidkoder: TidKoderTable;
  brukare: BrukareTable;
  result_units: ResultUnitsTable;
  kontoreg: KontoregTable;
  companies: CompaniesTable;
  departments: DepartmentsTable;
}

/** The host passes its own Kysely; this plugin sees the tables above. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HostDb = Kysely<any>;
export type TimeDb = Kysely<TimeDatabase>;
export const asTimeDb = (db: HostDb): TimeDb => db as TimeDb;
