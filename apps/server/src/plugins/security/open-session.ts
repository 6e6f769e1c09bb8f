import type { AuthResponse } from '@lonna/core/contracts';
import { DV_CODES, type HandlerContext } from '@lonna/core/server';
import type { Db } from '../../host/db/types';
import { defaultSalaryYear, salaryYears } from '../../host/domain/salary-years';
import { autoSelectedCompany, buildAuthResponse } from '../shell/auth-response';
import type { Directory } from '../../host/auth/directory';

export interface OpenSessionDeps {
  directory: Directory;
  firstSalaryYear: number;
  now(): Date;
}

/**
 * Starts a session for an authenticated login, the same way for a password,
 * SMS or BankID sign-in: a fresh token (the old session of the request is
 * replaced), the auto-selected company (spec §4) and the AuthResponse. A
 * company that enforces BankID is never auto-selected for a password session:
 * the sign-in is refused instead, so the user is told to use BankID.
 */
export async function openSession(
  deps: OpenSessionDeps,
  ctx: HandlerContext<Db>,
  login: string,
  method: 'PASSWORD' | 'BANKID',
  keep?: { ftgId: string | null; salaryYear: number },
): Promise<AuthResponse> {
  const db = ctx.db;
  const account = (await deps.directory.account(login, db))!;
  const settings = await deps.directory.userAppSettings(login, db);
  const years = salaryYears(deps.firstSalaryYear, deps.now());
  let companyId = keep ? keep.ftgId : await autoSelectedCompany(deps.directory, db, account);
  if (companyId) {
    const company = await deps.directory.company(companyId, db);
    if (company?.enforceBankIdAuth && method !== 'BANKID') {
      if (keep) companyId = null;
      else ctx.fail(403, DV_CODES.forbidden, 'security.companyRequiresBankId');
    }
  }
  const year = keep && keep.salaryYear && years.includes(keep.salaryYear) ? keep.salaryYear : defaultSalaryYear(years, deps.now());
  const session = await ctx.sessions.start({
    login,
    ftgId: companyId,
    salaryYear: companyId ? year : 0,
    authMethod: method,
    idleMinutes: settings.InactivityTimer,
  });
  return buildAuthResponse({ db, directory: deps.directory, firstSalaryYear: deps.firstSalaryYear, today: deps.now(), account, session, companyId, year });
}
