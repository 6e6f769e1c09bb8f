import { describe, expect, it } from 'vitest';
import { collectAccessReferences, evaluateAccess, explainAccess, type AccessContext } from '../src/contracts/access';
import { routeAccess } from './fixtures/spec-routes';

const base: AccessContext = {
  role: 'FTG',
  plus: false,
  licenceOptions: [],
  userOptions: [],
  portal: {},
  company: {},
  hasEmployeeNumber: false,
};
const ctx = (over: Partial<AccessContext>): AccessContext => ({ ...base, ...over });

describe('access predicates', () => {
  it('roles and notRoles', () => {
    expect(evaluateAccess({ roles: ['LIC', 'ADM'] }, ctx({ role: 'ADM' }))).toBe(true);
    expect(evaluateAccess({ roles: ['LIC', 'ADM'] }, ctx({ role: 'FTG' }))).toBe(false);
    expect(evaluateAccess({ notRoles: ['PER'] }, ctx({ role: 'PER' }))).toBe(false);
  });

  it('portal switch with and without equals', () => {
    expect(evaluateAccess({ portal: 'EnableGodkannaView' }, ctx({ portal: { EnableGodkannaView: true } }))).toBe(true);
    expect(evaluateAccess({ portal: 'EnableGodkannaView' }, ctx({ portal: { EnableGodkannaView: false } }))).toBe(false);
    expect(evaluateAccess({ not: { portal: 'PassbyteTyp', equals: 'X' } }, ctx({ portal: { PassbyteTyp: 'X' } }))).toBe(false);
    expect(evaluateAccess({ not: { portal: 'PassbyteTyp', equals: 'X' } }, ctx({ portal: { PassbyteTyp: 'C' } }))).toBe(true);
  });

  it('explains every missing part of an all', () => {
    const e = explainAccess(routeAccess.AdminReminders.access, ctx({ role: 'FTG' }));
    expect(e.allowed).toBe(false);
    expect(e.missing.map((m) => m.key)).toEqual(['access.needsRole', 'access.needsPlus']);
  });

  it('the spec table: approve time needs role, EnableGodkannaView and KalUseLonReady', () => {
    const ok = ctx({ role: 'PER', portal: { EnableGodkannaView: true }, company: { KalUseLonReady: true } });
    expect(evaluateAccess(routeAccess.ApproveTime.access, ok)).toBe(true);
    expect(evaluateAccess(routeAccess.ApproveTime.access, { ...ok, role: 'BRU' })).toBe(false);
    expect(evaluateAccess(routeAccess.ApproveTime.access, { ...ok, company: { KalUseLonReady: false } })).toBe(false);
  });

  it('the spec table: leave applications need Plus unless HRTIL licence option', () => {
    expect(evaluateAccess(routeAccess.LeaveApplications.access, ctx({ role: 'PER', plus: true, portal: { EnableLeaveApplications: true } }))).toBe(true);
    expect(
      evaluateAccess(routeAccess.LeaveApplications.access, ctx({ role: 'PER', licenceOptions: ['HRTIL'], portal: { EnableLeaveApplications: true } })),
    ).toBe(true);
    expect(evaluateAccess(routeAccess.LeaveApplications.access, ctx({ role: 'PER', portal: { EnableLeaveApplications: true } }))).toBe(false);
    expect(evaluateAccess(routeAccess.LeaveApplications.access, ctx({ role: 'LSS', plus: true, portal: { EnableLeaveApplications: true } }))).toBe(false);
    expect(evaluateAccess(routeAccess.LeaveApplications.access, ctx({ role: 'PER', plus: true }))).toBe(false);
  });

  it('the spec table: absence reports — PER needs an employee number or the HRTIL user option', () => {
    const lic = { licenceOptions: ['HRTIL'], portal: { EnableAbsenceReports: true } };
    expect(evaluateAccess(routeAccess.AbsenceReports.access, ctx({ ...lic, role: 'PER' }))).toBe(false);
    expect(evaluateAccess(routeAccess.AbsenceReports.access, ctx({ ...lic, role: 'PER', hasEmployeeNumber: true }))).toBe(true);
    expect(evaluateAccess(routeAccess.AbsenceReports.access, ctx({ ...lic, role: 'AVD', userOptions: ['HRTIL'] }))).toBe(true);
    expect(evaluateAccess(routeAccess.AbsenceReports.access, ctx({ ...lic, role: 'FTG' }))).toBe(true);
    expect(evaluateAccess(routeAccess.AbsenceReports.access, ctx({ role: 'FTG' }))).toBe(false);
  });

  it('the spec table: shift trade needs staffing and PassbyteTyp not X', () => {
    const staff = ctx({ role: 'FTG', plus: true, userOptions: ['CPBEM'], portal: { EnableBemanningView: true, PassbyteTyp: 'F' } });
    expect(evaluateAccess(routeAccess.BemTrade.access, staff)).toBe(true);
    expect(evaluateAccess(routeAccess.BemTrade.access, { ...staff, portal: { EnableBemanningView: true, PassbyteTyp: 'X' } })).toBe(false);
    expect(evaluateAccess(routeAccess.BemOverview.access, { ...staff, role: 'PER' })).toBe(false);
  });

  it('collects the switches a predicate refers to', () => {
    const refs = collectAccessReferences([routeAccess.ApproveTime.access, routeAccess.BemTrade.access]);
    expect([...refs.portal].sort()).toEqual(['EnableBemanningView', 'EnableGodkannaView', 'PassbyteTyp']);
    expect([...refs.company]).toEqual(['KalUseLonReady']);
    expect(refs.plus).toBe(true);
  });
});
