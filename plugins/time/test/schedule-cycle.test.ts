import { describe, expect, it } from 'vitest';
import { cycleDayOn, periodOn } from '../src/domain/schedule-cycle';

/** a two-week cycle: week 1 Monday–Friday, week 2 Monday–Wednesday */
const S2 = [1, 2, 3, 4, 5].map((Veckodag) => ({ Vecka: 1, Veckodag })).concat([1, 2, 3].map((Veckodag) => ({ Vecka: 2, Veckodag })));

describe('the one rule for the days a cyclic work schedule has work', () => {
  it('the period in effect is the latest that began by the day, in whatever order the periods come', () => {
    const periods = [
      { FromDatum: '2027-06-01', UseArbSchema: true, ArbSchema: 'B' },
      { FromDatum: '2027-01-01', UseArbSchema: true, ArbSchema: 'A' },
    ];
    expect(periodOn(periods, '2026-12-31')).toBeUndefined();
    expect(periodOn(periods, '2027-05-31')?.ArbSchema).toBe('A');
    expect(periodOn(periods, '2027-06-01')?.ArbSchema).toBe('B');
  });

  it.each([
    // the cycle starts on the Monday of the period's first week (a Wednesday start: that week is week 1)
    ['2027-03-04', { Vecka: 1, Veckodag: 4 }],
    ['2027-03-06', null], // Saturday of week 1
    ['2027-03-10', { Vecka: 2, Veckodag: 3 }],
    ['2027-03-11', null], // Thursday of week 2
    ['2027-03-18', { Vecka: 1, Veckodag: 4 }], // week 3 is week 1 again
    ['2027-05-06', null], // Kristi himmelsfärdsdag: a holiday has no scheduled work
    ['2027-12-24', null], // julafton
  ])('%s', (day, expected) => {
    expect(cycleDayOn('2027-03-03', S2, day)).toEqual(expected);
  });

  it('a schedule without days has no work', () => {
    expect(cycleDayOn('2027-03-03', [], '2027-03-04')).toBeNull();
  });
});
