// The host's tables are declared in @lonna/core/server, where plugins read them typed; the host uses the same.
export type {
  HostDatabase as Database, HostDb as Db, LonnaMigrationsTable, CompaniesTable, CompanyLicenceOptionsTable, PortalSwitchesTable,
  AccountsTable, AccountCompaniesTable, AccountOptionsTable, AccountDepartmentsTable, SessionsTable, LoginAttemptsTable,
  UserAppSettingsTable, FrontendLogTable, AuditLogTable, DepartmentsTable, ResultUnitsTable, TidKoderTable, LonKoderTable,
  VarugrupperTable, KontoregTable, BrukareTable, BrukarAnsvTable, KompetenserTable, EmployeeKompetenserTable, ArbSchemanTable,
  ArbSchemaDagarTable, BemUppgiftTable, OBReglerTable, EgenskaperTable, EmployeesTable, EmployeeSchedulesTable,
  AuditEventsTable, CompanyPluginsTable, JobLeasesTable,
} from '@lonna/core/server';
