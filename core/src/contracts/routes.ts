import type { Access, Predicate, Role } from './access';

/**
 * The spec's route table (portal-shell-and-session.md §2 and §6) as data. Plugins
 * take path and access from here, so the client's routes, the server's endpoints
 * and the authorization tests all read one table.
 */
const printRoles: Role[] = ['LIC', 'ADM', 'FTG', 'LSS', 'BRU', 'AVD'];
const hrRoles: Role[] = ['LIC', 'ADM', 'FTG', 'AVD', 'PER'];
const anyResultUnit: Predicate = {
  any: [
    { company: 'UseLSS' },
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ company: `OpenResEnhet${n}` })),
  ],
};
const hrtilPersonal: Predicate = {
  all: [
    { licenceOption: 'HRTIL' },
    { roles: hrRoles },
    { any: [{ roles: ['LIC', 'ADM', 'FTG'] }, { hasEmployeeNumber: true }, { userOption: 'HRTIL' }] },
  ],
};
const staffing: Predicate = {
  all: [{ plus: true }, { portal: 'EnableBemanningView' }, { notRoles: ['PER'] }, { userOption: 'CPBEM' }],
};
const fk3059Switches: Predicate[] = [
  { any: [{ company: 'UseFKSignering' }, { company: 'UseLSS' }] },
  { portal: 'AcceptedDebitAccount' },
];
const signedIn: Access = { companySelected: true };

export const routeAccess = {
  Dashboard: { path: '/dashboard', access: signedIn },
  UserAppSettings: { path: '/userAppSettings', access: { signedIn: true } },
  ProjektlistaPrint: {
    path: '/rapporter/projektlista',
    access: { all: [{ roles: printRoles }, { plus: true }, anyResultUnit, { portal: 'EnableUtskriftProjektlista' }] },
  },
  AttestlistaPrint: { path: '/rapporter/attestlista', access: { roles: printRoles } },
  AdminUsers: { path: '/admin/users', access: { roles: ['LIC', 'ADM'] } },
  AdminReminders: { path: '/admin/reminders', access: { all: [{ roles: ['LIC', 'ADM'] }, { plus: true }] } },
  AdminPortalInfo: { path: '/admin/portal', access: { roles: ['LIC', 'ADM', 'FTG'] } },
  ApproveTime: {
    path: '/approveTime',
    access: { all: [{ roles: ['PER', 'FTG', 'ADM', 'LIC', 'AVD'] }, { portal: 'EnableGodkannaView' }, { company: 'KalUseLonReady' }] },
  },
  Attestera: { path: '/attest', access: { all: [{ notRoles: ['PER'] }, { company: 'KalUseAttest' }] } },
  LeaveApplications: {
    path: '/leaveapplications',
    access: { all: [{ roles: hrRoles }, { any: [{ plus: true }, { licenceOption: 'HRTIL' }] }] },
  },
  LeavePlannerOverview: { path: '/leaveplanner/overview', access: { all: [{ roles: ['LIC', 'ADM', 'FTG', 'AVD'] }, { userOption: 'HRTIL' }] } },
  AbsenceReports: { path: '/absenceReports', access: hrtilPersonal },
  AbsenceCalendar: { path: '/absencecalendar', access: hrtilPersonal },
  NearAccidentsReports: { path: '/nearAccidentsReports', access: hrtilPersonal },
  Bemanna: { path: '/bemanna', access: staffing },
  BemOverview: { path: '/bemanna/overview', access: staffing },
  BemBehov: { path: '/bemanna/behov', access: staffing },
  BemPlanner: { path: '/bemanna/planering', access: staffing },
  BemTrade: { path: '/bemanna/passbyten', access: { all: [staffing, { not: { portal: 'PassbyteTyp', equals: 'X' } }] } },
  FK3059Assistent: { path: '/fk3059/assistent', access: { all: [{ roles: ['PER', 'AVD'] }, ...fk3059Switches] } },
  FK3059Anordnare: { path: '/fk3059/anordnare', access: { all: [{ roles: ['AVD', 'BRU', 'LSS', 'FTG', 'ADM', 'LIC'] }, ...fk3059Switches] } },
  PortalFeedAdmin: { path: '/infopanel', access: { userOption: 'HRTIL' } },
  LonebeskedSaldon: { path: '/lonebesked', access: { roles: ['AVD', 'PER', 'ADM', 'FTG', 'LIC'] } },
} as const satisfies Record<string, { path: string; access: Access }>;

export type RouteName = keyof typeof routeAccess;
