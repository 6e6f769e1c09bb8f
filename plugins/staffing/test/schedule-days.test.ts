import { describe, expect, it } from 'vitest';
import { unscheduledDays } from '../src/domain/schedule-days';

/** a two-week cycle: week 1 Monday–Friday, week 2 Monday–Wednesday */
const CYCLES = new Map([
  ['S2', [1, 2, 3, 4, 5].map((Veckodag) => ({ Vecka: 1, Veckodag })).concat([1, 2, 3].map((Veckodag) => ({ Vecka: 2, Veckodag })))],
  ['DAG', [1, 2, 3, 4, 5].map((Veckodag) => ({ Vecka: 1, Veckodag }))],
]);

describe('the days a cyclic work schedule has no work (the planner’s "not scheduled")', () => {
  it.each([
    // the cycle starts on the Monday of the period's first week (a Wednesday start: that week is week 1)
    [
      'week 1 of the cycle: the weekend',
      [{ FromDatum: '2027-03-03', UseArbSchema: true, ArbSchema: 'S2' }],
      '2027-03-01',
      '2027-03-07',
      ['2027-03-06', '2027-03-07'],
    ],
    [
      'week 2: Thursday to Sunday',
      [{ FromDatum: '2027-03-03', UseArbSchema: true, ArbSchema: 'S2' }],
      '2027-03-08',
      '2027-03-14',
      ['2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14'],
    ],
    ['week 3 is week 1 again', [{ FromDatum: '2027-03-03', UseArbSchema: true, ArbSchema: 'S2' }], '2027-03-15', '2027-03-21', ['2027-03-20', '2027-03-21']],
    // Kristi himmelsfärdsdag 2027-05-06 (a Thursday): a holiday has no scheduled work
    ['a public holiday', [{ FromDatum: '2027-01-01', UseArbSchema: true, ArbSchema: 'DAG' }], '2027-05-05', '2027-05-07', ['2027-05-06']],
    // before the first period, or a period without a schedule: nothing known, nothing marked
    ['no period in effect yet', [{ FromDatum: '2027-03-10', UseArbSchema: true, ArbSchema: 'DAG' }], '2027-03-06', '2027-03-09', []],
    ['a period that uses no schedule', [{ FromDatum: '2027-01-01', UseArbSchema: false, ArbSchema: '' }], '2027-03-06', '2027-03-07', []],
    // the latest period that began by the day decides
    [
      'a new period from a Saturday',
      [
        { FromDatum: '2027-01-01', UseArbSchema: true, ArbSchema: 'DAG' },
        { FromDatum: '2027-03-06', UseArbSchema: false, ArbSchema: '' },
      ],
      '2027-03-04',
      '2027-03-07',
      [],
    ],
  ])('%s', (_, periods, from, to, expected) => {
    expect(unscheduledDays(periods, CYCLES, from, to)).toEqual(expected);
  });
});
