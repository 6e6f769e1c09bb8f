import type { Generated, Kysely } from 'kysely';

/**
 * The host's tables, typed for the host and for every plugin (a plugin's `ctx.db`
 * is `Kysely<HostDatabase & ItsOwnTables>`, so no plugin redeclares them). Column names follow the spec's field names (FtgId, AnstNr, ...)
 * so rows map to the wire without renaming. Booleans are stored as integer 0/1
 * on both dialects; times as epoch milliseconds (bigint).
 */
type Flag = number;

export interface LonnaMigrationsTable {
  plugin: string;
  name: string;
  applied_at: number;
}

export interface CompaniesTable {
  FtgId: string;
  Namn: string;
  Orgnr: string;
  FtgKey: string;
  PictureId: string;
  Archived: Flag;
  requireSMSVerification: Flag;
  Momspliktig: Flag;
  UseLSS: Flag;
  BrukareNamnTyp: string;
  UsePerSchema: Flag;
  UseFKSignering: Flag;
  KalUseLonReady: Flag;
  KalUseAttest: Flag;
  OpenResEnhet1: Flag;
  OpenResEnhet2: Flag;
  OpenResEnhet3: Flag;
  OpenResEnhet4: Flag;
  OpenResEnhet5: Flag;
  OpenResEnhet6: Flag;
  RegResEnh1: Flag;
  RegResEnh2: Flag;
  RegResEnh3: Flag;
  RegResEnh4: Flag;
  RegResEnh5: Flag;
  RegResEnh6: Flag;
  RegisterResEnh1: Flag;
  RegisterResEnh2: Flag;
  RegisterResEnh3: Flag;
  RegisterResEnh4: Flag;
  RegisterResEnh5: Flag;
  RegisterResEnh6: Flag;
  ResEnhet1Namn: string;
  ResEnhet2Namn: string;
  ResEnhet3Namn: string;
  ResEnhet4Namn: string;
  ResEnhet5Namn: string;
  ResEnhet6Namn: string;
  Plus: Flag;
  HasWebLon: Flag;
  HasWebLonPlus: Flag;
  EnforceBankIDAuth: Flag;
  /** bumped by triggers on every change to employees and employee_schedules (migration 002) */
  RegisterVersion: Generated<number>;
  /**
   * bumped by triggers on every change to the registers a time report reads: tidkoder, result_units, kontoreg,
   * arbscheman, arbschema_dagar, obregler, brukare (migration 006)
   */
  ReferenceVersion: Generated<number>;
}
export interface CompanyLicenceOptionsTable {
  FtgId: string;
  Option: string;
}
/** one row per PortalInfo switch that differs from its default */
export interface PortalSwitchesTable {
  FtgId: string;
  Name: string;
  Value: string;
}

export interface AccountsTable {
  Login: string;
  Namn: string;
  Roll: string;
  Signatur: string;
  PersNr: string;
  FtgId: string;
  AnstNr: string;
  Brukare: string;
  LoginTyp: string;
  AccessOption: string;
  PasswordHash: string;
  Disabled: Flag;
  CreatedAt: number;
}
/** an account's contact details: the mobile for SMS codes, the e-mail for password links (created by the host's security migration) */
export interface AccountContactsTable {
  Login: string;
  Mobile: string;
  Email: string;
}
export interface AccountCompaniesTable {
  Login: string;
  FtgId: string;
}
export interface AccountOptionsTable {
  Login: string;
  Option: string;
}
export interface AccountDepartmentsTable {
  Login: string;
  FtgId: string;
  Avdelning: string;
}
/** LSS: the care recipients an account is responsible for (its data scope) */
export interface CareResponsibilitiesTable {
  Login: string;
  FtgId: string;
  Brukare: string;
}

export interface SessionsTable {
  token_hash: string;
  login: string;
  ftg_id: string | null;
  salary_year: number;
  auth_method: string;
  auth_time: string;
  created_at: number;
  last_seen: number;
  idle_ms: number;
  expires_at: number;
  ip: string;
}
/** A session the server ended for a reason (access, role, password changed): a later call with its token is told why. */
export interface EndedSessionsTable {
  token_hash: string;
  reason: string;
  ended_at: number;
}
/** device: the trusted device (hash of its cookie token) the attempt came from, '' for an untrusted client */
export interface LoginAttemptsTable {
  id: Generated<number>;
  login: string;
  ip: string;
  at: number;
  success: Flag;
  device: Generated<string>;
}
/** a browser that signed in to `login` before (auth/device-cookie.ts) */
export interface TrustedDevicesTable {
  token_hash: string;
  login: string;
  created_at: number;
  expires_at: number;
}
export interface UserAppSettingsTable {
  Login: string;
  DateFilterPeriodType: string;
  InitialDateFilter: string;
  PaginationPerPage: number;
  InactivityTimer: number;
  Theme: string;
  /** '' = not chosen (the sign-in screen's choice stands) */
  Language: string;
}
export interface FrontendLogTable {
  id: Generated<number>;
  at: number;
  login: string;
  ip: string;
  message: string;
  stack: string;
  url: string;
  context: string;
}
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  event: string;
  login: string;
  ip: string;
  detail: string;
}

export interface DepartmentsTable {
  FtgId: string;
  Avdelning: string;
  Namn: string;
}
export interface ResultUnitsTable {
  FtgId: string;
  Niva: number;
  ResEnh: string;
  Namn: string;
}
export interface TidKoderTable {
  FtgId: string;
  TidKod: string;
  BenText: string;
  Enhet: string;
  TidKodGrupp: string;
}
export interface LonKoderTable {
  FtgId: string;
  LonKod: string;
  BenText: string;
  LonKodGrupp: string;
}
export interface VarugrupperTable {
  FtgId: string;
  Id: string;
  Namn: string;
}
export interface KontoregTable {
  FtgId: string;
  Konto: string;
  BenText: string;
}
export interface BrukareTable {
  FtgId: string;
  Brukare: string;
  FoNamn: string;
  EfNamn: string;
}
export interface BrukarAnsvTable {
  FtgId: string;
  Sign: string;
  Namn: string;
}
export interface KompetenserTable {
  FtgId: string;
  Id: string;
  Namn: string;
}
export interface EmployeeKompetenserTable {
  FtgId: string;
  AnstNr: string;
  KompetensId: string;
}
export interface ArbSchemanTable {
  FtgId: string;
  ArbSchema: string;
  BenText: string;
}
export interface ArbSchemaDagarTable {
  FtgId: string;
  ArbSchema: string;
  Vecka: number;
  Veckodag: number;
  Start: string;
  Slut: string;
  Rast: number;
  Timmar: number;
}
export interface BemUppgiftTable {
  FtgId: string;
  Id: string;
  Namn: string;
  Deleted: Flag;
}
export interface OBReglerTable {
  FtgId: string;
  OBRegelID: string;
  BenText: string;
}
export interface EgenskaperTable {
  FtgId: string;
  Id: string;
  Namn: string;
}
export interface EmployeesTable {
  FtgId: string;
  AnstNr: string;
  FoNamn: string;
  EfNamn: string;
  PersNr: string;
  Avdelning: string;
  Aktiv: Flag;
  Locked: Flag;
  ProfilePictureId: string;
  UseBrukare: Flag;
  Brukare: string;
  UseResEnhet1: Flag;
  ResEnhet1: string;
  UseResEnhet2: Flag;
  ResEnhet2: string;
  UseResEnhet3: Flag;
  ResEnhet3: string;
  TidKodGrupp: string;
  LonKodGrupp: string;
}
export interface EmployeeSchedulesTable {
  FtgId: string;
  AnstNr: string;
  FromDatum: string;
  UseArbSchema: Flag;
  ArbSchema: string;
}

export interface HostDatabase {
  lonna_migrations: LonnaMigrationsTable;
  companies: CompaniesTable;
  company_licence_options: CompanyLicenceOptionsTable;
  portal_switches: PortalSwitchesTable;
  accounts: AccountsTable;
  account_companies: AccountCompaniesTable;
  account_contacts: AccountContactsTable;
  account_options: AccountOptionsTable;
  account_departments: AccountDepartmentsTable;
  care_responsibilities: CareResponsibilitiesTable;
  sessions: SessionsTable;
  ended_sessions: EndedSessionsTable;
  login_attempts: LoginAttemptsTable;
  trusted_devices: TrustedDevicesTable;
  user_app_settings: UserAppSettingsTable;
  frontend_log: FrontendLogTable;
  audit_log: AuditLogTable;
  departments: DepartmentsTable;
  result_units: ResultUnitsTable;
  tidkoder: TidKoderTable;
  lonkoder: LonKoderTable;
  varugrupper: VarugrupperTable;
  kontoreg: KontoregTable;
  brukare: BrukareTable;
  brukaransv: BrukarAnsvTable;
  kompetenser: KompetenserTable;
  employee_kompetenser: EmployeeKompetenserTable;
  arbscheman: ArbSchemanTable;
  arbschema_dagar: ArbSchemaDagarTable;
  bemuppgift: BemUppgiftTable;
  obregler: OBReglerTable;
  egenskaper: EgenskaperTable;
  employees: EmployeesTable;
  employee_schedules: EmployeeSchedulesTable;
  audit_events: AuditEventsTable;
  company_plugins: CompanyPluginsTable;
  job_leases: JobLeasesTable;
}

/**
 * The audit log (spec: "created, modified, deleted, with field changes"), one for every plugin:
 * written through `ctx.audit`, read by the plugin that wrote it.
 */
export interface AuditEventsTable {
  Id: Generated<number>;
  At: number;
  Plugin: string;
  FtgId: string;
  Login: string;
  /** the plugin's entity ('row', 'punch', 'day', …) and its id */
  Entity: string;
  EntityId: string;
  /** a change of data, or (accessed) a call on record: a support user's (issue 21) */
  Event: 'created' | 'modified' | 'deleted' | 'accessed';
  /** the plugin's verb when it says more than the event ('approve', 'export'); else the event */
  Action: string;
  /** the employee and the date the change concerns ('' when none): what audit views filter on */
  AnstNr: string;
  Datum: string;
  /** JSON: the entity before and after ('' for none) and the changed fields [{ Field, Old, New }] */
  Old: string;
  New: string;
  Changes: string;
}
/** per company: the installed plugins it does not use (no row = the plugin's default) */
export interface CompanyPluginsTable {
  FtgId: string;
  Plugin: string;
  Enabled: Flag;
}
/** scheduled jobs: when each last ran, so one run per period happens across all instances */
export interface JobLeasesTable {
  Name: string;
  LastRunAt: number;
}

export type HostDb = Kysely<HostDatabase>;
