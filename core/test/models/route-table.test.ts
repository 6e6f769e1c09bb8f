import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/contracts/access';
import { PORTAL_BOOLEAN_SWITCHES } from '../../src/contracts/models';
import { routeAccess, type RouteName } from '../fixtures/spec-routes';
import { definePlugin } from '../../src/plugin';
import { accessContext, createPluginTester, ftgInfoFixture } from '../../src/testing';

/** Every route of the spec's table in one plugin, to enumerate route × role (spec §6). */
const everything = definePlugin({
  id: 'everything',
  version: '1.0.0',
  core: '^1.0.0',
  title: 'x',
  routes: (Object.keys(routeAccess) as RouteName[]).map((name) => ({
    name,
    path: routeAccess[name].path,
    access: routeAccess[name].access,
    page: async () => ({ default: () => null }),
  })),
});
const tester = createPluginTester(everything);

const allOn = (role: Role) =>
  accessContext({
    role,
    plus: true,
    licenceOptions: ['HRTIL'],
    userOptions: ['HRTIL', 'CPBEM'],
    hasEmployeeNumber: true,
    portal: { ...Object.fromEntries(PORTAL_BOOLEAN_SWITCHES.map((k) => [k, true])), PassbyteTyp: 'C' },
    company: { ...ftgInfoFixture(), UseLSS: true, UseFKSignering: true, KalUseLonReady: true, KalUseAttest: true },
  });
const nothingOn = (role: Role) => accessContext({ role });

function whoSees(route: RouteName, ctxFor: (r: Role) => ReturnType<typeof accessContext>): Role[] {
  return ROLES.filter((r) => tester.visibleRoutes(ctxFor(r)).includes(route));
}
const except = (...roles: Role[]) => ROLES.filter((r) => !roles.includes(r));

describe('the spec’s route table, every route × role, with every switch on', () => {
  const expected: Record<RouteName, Role[]> = {
    Dashboard: [...ROLES],
    UserAppSettings: [...ROLES],
    ProjektlistaPrint: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU'],
    AttestlistaPrint: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU'],
    AdminUsers: ['LIC', 'ADM'],
    AdminReminders: ['LIC', 'ADM'],
    AdminPortalInfo: ['LIC', 'ADM', 'FTG'],
    ApproveTime: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'],
    Attestera: except('PER'),
    LeaveApplications: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'],
    LeavePlannerOverview: ['LIC', 'ADM', 'FTG', 'AVD'],
    AbsenceReports: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'],
    AbsenceCalendar: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'],
    NearAccidentsReports: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'],
    Documents: [...ROLES],
    Bemanna: except('PER'),
    BemOverview: except('PER'),
    BemBehov: except('PER'),
    BemPlanner: except('PER'),
    BemTrade: except('PER'),
    FK3059Assistent: ['AVD', 'PER'],
    FK3059Anordnare: ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU'],
    PortalFeedAdmin: [...ROLES],
    LonebeskedSaldon: ['LIC', 'ADM', 'FTG', 'AVD', 'PER'],
  };
  it.each(Object.entries(expected) as [RouteName, Role[]][])('%s', (route, roles) => {
    expect(whoSees(route, allOn)).toEqual(roles);
  });
});

describe('with no licence, option or switch, only the role-only routes remain', () => {
  it.each([
    ['Dashboard', [...ROLES]],
    ['AdminUsers', ['LIC', 'ADM']],
    ['AdminPortalInfo', ['LIC', 'ADM', 'FTG']],
    ['AttestlistaPrint', ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU']],
    ['LonebeskedSaldon', ['LIC', 'ADM', 'FTG', 'AVD', 'PER']],
    ['AdminReminders', []],
    ['ApproveTime', []],
    ['Attestera', []],
    ['LeaveApplications', []],
    ['Bemanna', []],
    ['FK3059Assistent', []],
    ['PortalFeedAdmin', []],
  ] as [RouteName, Role[]][])('%s', (route, roles) => {
    expect(whoSees(route, nothingOn)).toEqual(roles);
  });
});

describe('single switches the table names', () => {
  it('shift trade disappears with PassbyteTyp X', () => {
    const ctx = allOn('FTG');
    expect(tester.visibleRoutes({ ...ctx, portal: { ...ctx.portal, PassbyteTyp: 'X' } })).not.toContain('BemTrade');
  });
  it('project list print needs LSS or a result unit', () => {
    const ctx = allOn('FTG');
    const company = { ...ctx.company, UseLSS: false };
    expect(tester.visibleRoutes({ ...ctx, company })).not.toContain('ProjektlistaPrint');
    expect(tester.visibleRoutes({ ...ctx, company: { ...company, OpenResEnhet3: true } })).toContain('ProjektlistaPrint');
  });
  it('FK3059 needs AcceptedDebitAccount', () => {
    const ctx = allOn('AVD');
    expect(tester.visibleRoutes({ ...ctx, portal: { ...ctx.portal, AcceptedDebitAccount: false } })).not.toContain('FK3059Assistent');
  });
  it('the explanation names what is missing', () => {
    expect(tester.explain('AdminReminders', nothingOn('FTG'))?.missing.map((m) => m.key)).toEqual(['access.needsRole', 'access.needsPlus']);
  });
});
