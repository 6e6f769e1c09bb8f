import { describe, expect, it } from 'vitest';
import { parseHours } from '../../src/validation';

describe('parseHours: the ways Swedes write hours (issue 13, bug 3)', () => {
  it.each([
    ['7,5', 7.5],
    ['7.5', 7.5],
    [' 8 ', 8],
    ['7:30', 7.5],
    ['0:45', 0.75],
    ['7 h 30 min', 7.5],
    ['7h 30min', 7.5],
    ['7h30', 7.5],
    ['7 h', 7],
    ['7 tim', 7],
    ['7,5 timmar', 7.5],
    ['45 min', 0.75],
    ['90 min', 1.5],
    ['6½', 6.5],
    ['6 ½', 6.5],
    ['½', 0.5],
    ['7¼', 7.25],
    ['7:20', 7.33],
    ['7 H 30 MIN', 7.5],
  ])('%s → %s', (text, hours) => {
    expect(parseHours(text)).toBe(hours);
  });

  it('an empty text is no hours', () => {
    expect(parseHours('')).toBeNull();
    expect(parseHours('   ')).toBeNull();
  });

  it.each(['abc', '7 h 30 h', '7:75', '7,5,5', '7.5,5', 'h', '7 dagar', '7h75', '--7'])('%s is not hours', (text) => {
    expect(parseHours(text)).toBeUndefined();
  });
});
