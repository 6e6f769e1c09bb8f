import { describe, expect, it } from 'vitest';
import { chosenDays, isoWeek, runsOf } from '../src/domain/dates';
import { hasFourSummerWeeks } from '../src/domain/four-weeks';
import { percentAllowed } from '../src/domain/leave-types';
import { allowedActions, isCompleted, LEAVE_STATES, transition, type LeaveAction } from '../src/domain/states';
import { vacationYearOf } from '../src/domain/vacation-year';

describe('the state machine of an application', () => {
  const table: [string, LeaveAction, string | null][] = [
    ['REVIEW', 'edit', 'REVIEW'],
    ['REVIEW', 'withdraw', 'removed'],
    ['REVIEW', 'approve', 'APPROVED'],
    ['REVIEW', 'deny', 'DENIED'],
    ['REVIEW', 'revert', null],
    ['APPROVED', 'edit', null],
    ['APPROVED', 'withdraw', null],
    ['APPROVED', 'approve', null],
    ['APPROVED', 'deny', null],
    ['APPROVED', 'revert', 'REVERTED'],
    ['DENIED', 'edit', null],
    ['DENIED', 'withdraw', null],
    ['DENIED', 'approve', null],
    ['DENIED', 'deny', null],
    ['DENIED', 'revert', 'REVERTED'],
    ['REVERTED', 'edit', null],
    ['REVERTED', 'withdraw', null],
    ['REVERTED', 'approve', null],
    ['REVERTED', 'deny', null],
    ['REVERTED', 'revert', null],
  ];
  it.each(table)('%s --%s--> %s', (state, action, next) => {
    expect(transition(state as never, action)).toBe(next);
  });
  it('every state × action is in the table, and only REVIEW is not completed', () => {
    expect(table).toHaveLength(LEAVE_STATES.length * 5);
    expect(LEAVE_STATES.filter((s) => !isCompleted(s))).toEqual(['REVIEW']);
    expect(allowedActions('REVIEW')).toEqual(['edit', 'withdraw', 'approve', 'deny']);
    expect(allowedActions('REVERTED')).toEqual([]);
  });
});

describe('the rules as data', () => {
  it('parts of the day per type: vacation whole days, parental leave the law’s fractions, others whole percents', () => {
    expect(percentAllowed('SEM', 100)).toBe(true);
    expect(percentAllowed('SEM', 50)).toBe(false);
    expect([100, 75, 50, 25, 12.5].every((p) => percentAllowed('FLD', p))).toBe(true);
    expect(percentAllowed('FLD', 60)).toBe(false);
    expect(percentAllowed('TJL', 1)).toBe(true);
    expect(percentAllowed('KOMP', 0)).toBe(false);
    expect(percentAllowed('KOMP', 33.3)).toBe(false);
  });
  it('the vacation year runs April–March (Semesterlagen 2 a §)', () => {
    expect(vacationYearOf('2026-03-31')).toEqual(['2025-04-01', '2026-03-31']);
    expect(vacationYearOf('2026-04-01')).toEqual(['2026-04-01', '2027-03-31']);
  });
  it('dates: chosen weekdays, ISO weeks, runs', () => {
    expect(chosenDays('2026-06-01', '2026-06-07', [1, 3])).toEqual(['2026-06-01', '2026-06-03']);
    expect(isoWeek('2026-06-01')).toBe(23);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(runsOf(['2026-06-01', '2026-06-02', '2026-06-04'])).toEqual([
      ['2026-06-01', '2026-06-02'],
      ['2026-06-04', '2026-06-04'],
    ]);
  });
});

describe('Semesterlagen § 12: four unbroken weeks in June–August', () => {
  const p = (FromDatum: string, TomDatum: string) => ({ FromDatum, TomDatum });
  it('four weeks Monday to Friday in July hold', () => {
    expect(hasFourSummerWeeks([p('2026-07-06', '2026-07-31')], 2026)).toBe(true);
  });
  it('two periods joined over a weekend hold; a gap of a working day breaks them', () => {
    expect(hasFourSummerWeeks([p('2026-07-06', '2026-07-17'), p('2026-07-20', '2026-07-31')], 2026)).toBe(true);
    expect(hasFourSummerWeeks([p('2026-07-06', '2026-07-16'), p('2026-07-20', '2026-07-31')], 2026)).toBe(false);
  });
  it('three weeks do not; weeks outside June–August do not count', () => {
    expect(hasFourSummerWeeks([p('2026-07-06', '2026-07-24')], 2026)).toBe(false);
    expect(hasFourSummerWeeks([p('2026-08-17', '2026-09-11')], 2026)).toBe(false);
  });
});
