import { describe, expect, it } from 'vitest';
import { birthdayFromPersonnummer, formatPersonnummer, isCoordinationNumber, isValidPersonnummer, normalizePersonnummer } from '../../src/validation';

// fixed "today": 2025-03-14
const today = new Date(2025, 2, 14);

describe('normalizePersonnummer', () => {
  it.each([
    // 10 digits: century by year, birthdays not after today
    ['8112189876', '198112189876'],
    ['811218-9876', '198112189876'],
    ['1212121212', '201212121212'],
    ['0402291231', '200402291231'], // leap day 2004
    ['0002291235', '200002291235'], // leap day 2000 (divisible by 400)
    ['2506011234', '192506011234'], // 1 June 2025 is still ahead: born 1925
    ['2512311230', '192512311230'],
    ['4901011231', '194901011231'],
    // '+': 100 years or older
    ['811218+9876', '188112189876'],
    ['121212+1212', '191212121212'],
    // 12 digits, with or without separator
    ['198112189876', '198112189876'],
    ['19811218-9876', '198112189876'],
    ['19121212+1212', '191212121212'],
    ['  811218-9876  ', '198112189876'],
    // coordination numbers: day + 60
    ['7010632391', '197010632391'],
    ['701063-2391', '197010632391'],
    // invalid: Luhn, dates, shape
    ['8112189875', ''],
    ['1902291234', ''], // 2019-02-29 does not exist
    ['000229+1235', ''], // 1900-02-29 does not exist (1900 is no leap year)
    ['8113181237', ''], // month 13
    ['8112001238', ''], // day 0
    ['8109311236', ''], // 31 September
    ['8112180008', ''], // serial 000 is never issued
    ['81121898', ''],
    ['81-1218-9876', ''],
    ['811218–9876', ''], // en dash is not a separator
    ['abcdefghij', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizePersonnummer(input, today)).toBe(expected);
  });

  it('handles null and undefined', () => {
    expect(normalizePersonnummer(null)).toBe('');
    expect(normalizePersonnummer(undefined)).toBe('');
  });

  it('moves the century with today', () => {
    expect(normalizePersonnummer('1212121212', new Date(2012, 11, 11))).toBe('191212121212');
    expect(normalizePersonnummer('1212121212', new Date(2012, 11, 12))).toBe('201212121212');
  });
});

describe('isValidPersonnummer', () => {
  it.each([
    ['8112189876', true],
    ['19811218-9876', true],
    ['701063-2391', true],
    ['8112189875', false],
    ['1902291234', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidPersonnummer(input, today)).toBe(expected);
  });
});

describe('birthdayFromPersonnummer', () => {
  it.each([
    ['198112189876', '1981-12-18'],
    ['811218-9876', '1981-12-18'],
    ['811218+9876', '1881-12-18'],
    ['701063-2391', '1970-10-03'], // coordination number: day 63 is the 3rd
    ['200002291235', '2000-02-29'],
    ['8112189875', ''],
  ])('%j → %j', (input, expected) => {
    expect(birthdayFromPersonnummer(input, today)).toBe(expected);
  });
});

describe('formatPersonnummer and isCoordinationNumber', () => {
  it.each([
    ['8112189876', '19811218-9876', false],
    ['7010632391', '19701063-2391', true],
    ['nonsense', '', false],
  ])('%j → %j, coordination %s', (input, formatted, coordination) => {
    expect(formatPersonnummer(input, today)).toBe(formatted);
    expect(isCoordinationNumber(input, today)).toBe(coordination);
  });
});
