import { describe, expect, it } from 'vitest';
import { swedishDayStart } from '../../src/validation';

describe('swedishDayStart', () => {
  it('is midnight in Stockholm: an hour before UTC midnight in winter, two in summer, on the days the clocks change too', () => {
    expect(new Date(swedishDayStart('2026-11-18')).toISOString()).toBe('2026-11-17T23:00:00.000Z');
    expect(new Date(swedishDayStart('2026-07-01')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(new Date(swedishDayStart('2026-03-29')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(swedishDayStart('2026-10-25')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});
