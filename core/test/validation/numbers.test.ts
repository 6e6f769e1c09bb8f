import { describe, expect, it } from 'vitest';
import { formatNumber, formatNumberAuto, hasAtMostDecimals, parseNumber } from '../../src/validation';

describe('formatNumber', () => {
  it.each([
    [1234.5, undefined, '1 234,50'],
    [0, undefined, '0,00'],
    [-1234.5, undefined, '-1 234,50'],
    [1234567.891, 2, '1 234 567,89'],
    [999.995, 2, '1 000,00'],
    [12, 0, '12'],
    [1234, 0, '1 234'],
    [0.5, 3, '0,500'],
    [-0.001, 2, '0,00'], // rounds to zero: no minus sign
    [100, 2, '100,00'],
    [1000, 2, '1 000,00'],
  ])('%s with %s decimals → %j', (n, decimals, expected) => {
    expect(formatNumber(n, decimals)).toBe(expected);
  });

  it.each([NaN, Infinity, null, undefined])('%s prints ""', (n) => {
    expect(formatNumber(n as number)).toBe('');
  });
});

describe('formatNumberAuto', () => {
  it.each([
    [2, '2'],
    [1.5, '1,5'],
    [1234.25, '1 234,25'],
    [1.23456, '1,2346'],
    [0.0001, '0,0001'],
    [0.00001, '0'],
    [-12345.1, '-12 345,1'],
  ])('%s → %j', (n, expected) => {
    expect(formatNumberAuto(n)).toBe(expected);
  });
});

describe('parseNumber', () => {
  it.each([
    ['1 234,50', 1234.5],
    ['1\u00a0234,50', 1234.5], // no-break space
    ['1\u202f234,50', 1234.5], // narrow no-break space (Intl sv-SE)
    ['\u22121\u00a0234,5', -1234.5], // U+2212 minus
    ['-12', -12],
    ['+3', 3],
    ['12.5', 12.5],
    ['0,5', 0.5],
    [',5', 0.5],
    ['10,', 10],
    ['  42  ', 42],
    ['0', 0],
  ])('%j → %s', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '1,2,3', '1.234,5', '12a', '--1', '-', ','])('%j → null', (input) => {
    expect(parseNumber(input)).toBeNull();
  });

  it.each([0, 1234.5, -98765.43, 1e6, 0.07])('reads back formatNumber(%s)', (n) => {
    expect(parseNumber(formatNumber(n))).toBe(n);
  });

  it.each([1234.5, -98765.43, 1234567.891])('reads back Intl sv-SE for %s', (n) => {
    const printed = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 }).format(n);
    expect(parseNumber(printed)).toBe(n);
  });
});

describe('hasAtMostDecimals', () => {
  it('takes amounts of kronor and öre as typed, though floating point cannot hold them exactly', () => {
    // 35.38 * 100 === 3538.0000000000005: an exact test refused it
    for (const n of [0, 1, 35.38, 0.07, 19.99, 1234.56, 999999.99]) expect(hasAtMostDecimals(n, 2), String(n)).toBe(true);
    for (const n of [0.001, 35.385, Number.NaN, Number.POSITIVE_INFINITY]) expect(hasAtMostDecimals(n, 2), String(n)).toBe(false);
    expect(hasAtMostDecimals(2.5, 0)).toBe(false);
  });
});
