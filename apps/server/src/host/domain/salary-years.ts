/** Salary years: from the configured first year to the current year + 1 (spec §9: first year from the environment). */
export function salaryYears(firstYear: number, today = new Date()): number[] {
  const last = today.getFullYear() + 1;
  const first = Math.min(firstYear, last);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The latest year not later than the current year, else the first (spec §4). */
export function defaultSalaryYear(years: readonly number[], today = new Date()): number {
  const current = today.getFullYear();
  const notLater = years.filter((y) => y <= current);
  return notLater.length > 0 ? Math.max(...notLater) : (years[0] ?? current);
}
