import { describe, expect, it } from 'vitest';
import { isValidLuhn, luhnCheckDigit, orgnr, personnummer } from '../src/host/domain/luhn';
import { defaultSalaryYear, salaryYears } from '../src/host/domain/salary-years';

describe('salary years', () => {
  it('run from the first configured year to the current year + 1', () => {
    expect(salaryYears(2019, new Date('2026-11-21'))).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect(salaryYears(2030, new Date('2026-11-21'))).toEqual([2027]);
  });
  it('default to the latest year not later than the current one, else the first', () => {
    expect(defaultSalaryYear([2019, 2020, 2026, 2027], new Date('2026-03-01'))).toBe(2026);
    expect(defaultSalaryYear([2027, 2028], new Date('2026-03-01'))).toBe(2027);
  });
});

describe('Luhn numbers', () => {
  it("accepts Skatteverket's example personnummer and a real organisationsnummer", () => {
    expect(luhnCheckDigit('811218987')).toBe(6); // 811218-9876
    expect(isValidLuhn('5560360793')).toBe(true); // Saab AB
    expect(isValidLuhn('5560360794')).toBe(false);
  });
  it('builds valid organisationsnummer and 12-digit personnummer', () => {
    expect(orgnr('556036079')).toBe('556036-0793');
    expect(personnummer(new Date(Date.UTC(1981, 11, 18)), 987)).toBe('198112189876');
  });
});
