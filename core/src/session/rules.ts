import type { Role } from '../contracts/access';

/** Spec §4: the server auto-selects the own company for these; the client shows no dialog. */
export function companySelectionSkipped(role: Role, companyCount: number): boolean {
  return role === 'PER' || role === 'AVD' || role === 'LSS' || role === 'BRU' || (role === 'FTG' && companyCount === 1);
}

/** Spec §6: LIC, ADM, or any account with more than one company in its access list. */
export function canSwitchCompany(role: Role, companyCount: number): boolean {
  return role === 'LIC' || role === 'ADM' || companyCount > 1;
}

/** Spec §4: the latest year not later than the current year, else the first. */
export function defaultSalaryYear(years: readonly number[], today: Date = new Date()): number | null {
  if (years.length === 0) return null;
  const sorted = [...years].sort((a, b) => a - b);
  const current = today.getFullYear();
  const notLater = sorted.filter((y) => y <= current);
  return notLater.length > 0 ? (notLater[notLater.length - 1] as number) : (sorted[0] as number);
}

/** Keep a year the user chose (or the session reports) when the company offers it, else the default. */
export function resolveSalaryYear(years: readonly number[], preferred: readonly (number | null | undefined)[], today: Date = new Date()): number | null {
  for (const y of preferred) if (y && years.includes(y)) return y;
  return defaultSalaryYear(years, today);
}
