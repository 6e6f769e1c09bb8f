import { describe, expect, it } from 'vitest';
import { initialPeriod, periodAround, periodProblem, shiftPeriod, typeOf, validPeriod } from '../src/shared/period';

describe('periods of the shared date filter', () => {
  it('builds day, ISO week (Monday first) and month periods', () => {
    expect(periodAround('D', '2026-11-18')).toEqual({ From: '2026-11-18', To: '2026-11-18' });
    expect(periodAround('W', '2026-11-18')).toEqual({ From: '2026-11-16', To: '2026-11-22' });
    expect(periodAround('M', '2026-02-10')).toEqual({ From: '2026-02-01', To: '2026-02-28' });
    expect(periodAround('Y', '2028-02-10')).toEqual({ From: '2028-02-01', To: '2028-02-29' });
  });
  it('starts on the current, previous or next period', () => {
    expect(initialPeriod('M', 'PREVIOUS', '2026-01-15')).toEqual({ From: '2025-12-01', To: '2025-12-31' });
    expect(initialPeriod('W', 'NEXT', '2026-12-30')).toEqual({ From: '2027-01-04', To: '2027-01-10' });
  });
  it('steps periods of the same kind', () => {
    expect(shiftPeriod({ From: '2026-12-01', To: '2026-12-31' }, 'M', 1)).toEqual({ From: '2027-01-01', To: '2027-01-31' });
    expect(shiftPeriod({ From: '2026-03-01', To: '2026-03-31' }, 'M', -1)).toEqual({ From: '2026-02-01', To: '2026-02-28' });
    expect(typeOf({ From: '2026-11-16', To: '2026-11-22' })).toBe('W');
  });
  it('accepts at most 93 days, To on or after From', () => {
    expect(validPeriod({ From: '2026-01-01', To: '2026-03-31' })).toBe(true);
    expect(validPeriod({ From: '2026-01-01', To: '2026-06-30' })).toBe(false);
    expect(validPeriod({ From: '2026-02-01', To: '2026-01-31' })).toBe(false);
  });
  it('names the field of an impossible date (issue 13, bug 2)', () => {
    expect(periodProblem({ From: '2026-02-30', To: '2026-03-31' })).toEqual({ field: 'From', rule: 'invalidDate' });
    expect(periodProblem({ From: 'abc', To: '2026-03-31' })).toEqual({ field: 'From', rule: 'invalidDate' });
    expect(periodProblem({ From: '2026-11-01', To: '2026-13-01' })).toEqual({ field: 'To', rule: 'invalidDate' });
    expect(periodProblem({ From: '2026-11-30', To: '2026-11-01' })).toEqual({ field: 'To', rule: 'invalid' });
    expect(periodProblem({ From: '2028-02-29', To: '2028-03-01' })).toBeNull();
    expect(validPeriod({ From: '2026-02-30', To: '2026-03-31' })).toBe(false);
    expect(validPeriod({ From: '', To: '' })).toBe(false);
  });
});
