import { describe, expect, it } from 'vitest';
import { daysInMonth, isEmptyDate, isLeapYear, isValidDate, parseDateShorthand, toIsoDate } from '../../src/validation';
import { IsoDate } from '../../src/contracts/models';

// fixed "today": Friday 2025-03-14 (local time)
const today = new Date(2025, 2, 14, 12, 0, 0);

describe('parseDateShorthand', () => {
  it.each([
    // 1–2 digits: a day of today's month
    ['5', '2025-03-05'],
    ['05', '2025-03-05'],
    ['31', '2025-03-31'],
    ['0', ''],
    ['00', ''],
    ['32', ''],
    // 3 digits: month + day
    ['512', '2025-05-12'],
    ['229', ''], // 2025 is no leap year
    ['431', ''], // 31 April does not exist
    ['101', '2025-01-01'],
    // 4 digits: month + day
    ['1224', '2025-12-24'],
    ['0229', ''],
    ['1301', '2013-01-01'], // first two exceed 12: year + month, day 1
    ['2405', '2024-05-01'],
    ['3512', '2035-12-01'], // exactly 10 years ahead stays
    ['3612', '1936-12-01'], // more than 10 years ahead goes back a century
    ['9913', ''], // month 13
    // 5 digits: YY M DD
    ['24229', '2024-02-29'], // leap day
    ['25229', ''],
    ['99101', '1999-01-01'],
    // 6 digits: YY MM DD
    ['240229', '2024-02-29'],
    ['230229', ''],
    ['000229', '2000-02-29'], // 2000 is a leap year
    ['351231', '2035-12-31'],
    ['360101', '1936-01-01'],
    ['991231', '1999-12-31'],
    ['241301', ''],
    // 8 digits: YYYY MM DD
    ['20240229', '2024-02-29'],
    ['19000229', ''], // 1900 is not a leap year
    ['20000229', '2000-02-29'],
    ['20251131', ''],
    // separators are ignored, so a full date passes through
    ['2025-03-07', '2025-03-07'],
    ['2025/03/07', '2025-03-07'],
    [' 7 ', '2025-03-07'],
    // 7 digits, more than 8, empty and non-digits give ''
    ['2025031', ''],
    ['202503071', ''],
    ['', ''],
    ['abc', ''],
    ['12a', ''],
  ])('%j → %j', (input, expected) => {
    expect(parseDateShorthand(input, today)).toBe(expected);
  });

  it('uses the month of today for day-only input, clamping nothing', () => {
    const endOfFeb = new Date(2024, 1, 10);
    expect(parseDateShorthand('29', endOfFeb)).toBe('2024-02-29');
    expect(parseDateShorthand('30', endOfFeb)).toBe('');
  });

  it('moves the century window with today', () => {
    const in2095 = new Date(2095, 0, 1);
    expect(parseDateShorthand('050101', in2095)).toBe('2105-01-01');
    expect(parseDateShorthand('060101', in2095)).toBe('2006-01-01');
  });
});

describe('isValidDate', () => {
  it.each([
    ['', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['1899-12-30', true],
    ['2025-03-07T00:00:00', true],
    ['2025-03-07Tx', false],
    ['2025-3-7', false],
    ['07/03/2025', false],
    ['hello', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidDate(input)).toBe(expected);
  });

  it('treats undefined and null as empty', () => {
    expect(isValidDate(undefined)).toBe(true);
    expect(isValidDate(null)).toBe(true);
  });
});

describe('isEmptyDate', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['1899-12-30', true],
    ['1899-12-30T00:00:00', true],
    ['1899-12-31', false],
    ['2025-01-01', false],
  ])('%j → %s', (input, expected) => {
    expect(isEmptyDate(input)).toBe(expected);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    [2024, true],
    [2025, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [1600, true],
    [4, true],
  ])('%s is a leap year: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });

  it.each([
    [2025, 1, 31],
    [2025, 4, 30],
    [2025, 6, 30],
    [2025, 7, 31],
    [2025, 9, 30],
    [2025, 11, 30],
    [2025, 12, 31],
  ])('%s-%s has %s days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each<[number, number, number, string]>([
    [2024, 2, 29, '2024-02-29'],
    [2023, 2, 29, ''],
    [50, 2, 29, ''], // years below 100 are real years, not 19xx
    [52, 2, 29, '0052-02-29'],
    [2025, 0, 1, ''],
    [2025, 13, 1, ''],
    [2025, 1, 0, ''],
    [2025, 1.5, 1, ''],
    [0, 1, 1, ''],
  ])('toIsoDate(%s, %s, %s) → %j', (y, m, d, expected) => {
    expect(toIsoDate(y, m, d)).toBe(expected);
  });
});

describe('IsoDate (the wire model of a date)', () => {
  it.each(['2026-11-18', '2028-02-29'])('%s is a date', (s) => {
    expect(IsoDate.guard(s)).toBe(true);
  });
  // month 13 threw a RangeError inside the check, so the server could not name the field
  it.each(['2032-13-01', '2026-02-30', '2026-00-10', '2027-02-29', '18-11-2026', ''])('%s is refused, never thrown', (s) => {
    expect(() => IsoDate.validate(s)).not.toThrow();
    expect(IsoDate.validate(s).success).toBe(false);
  });
});
