import type { AuthResponse } from '@lonna/core/contracts';
import type { AccountInfo, SessionInfo } from '@lonna/core/server';
import type { Directory } from '../../host/auth/directory';
import type { Db } from '../../host/db/types';
import { salaryYears } from '../../host/domain/salary-years';

/** The company a sign-in selects by itself (spec §4), or null when the user must choose. */
export async function autoSelectedCompany(directory: Directory, db: Db, account: AccountInfo): Promise<string | null> {
  let candidate: string | null = null;
  if (['PER', 'AVD', 'LSS', 'BRU'].includes(account.Roll)) {
    candidate = account.companies.includes(account.FtgId) ? account.FtgId : account.companies.length === 1 ? account.companies[0]! : null;
  } else if (account.Roll === 'FTG' && account.companies.length === 1) {
    candidate = account.companies[0]!;
  }
  if (candidate === null) return null;
  // a company behind SMS verification is never entered without the SMS step
  const company = await directory.company(candidate, db);
  return company && !company.ftgInfo.requireSMSVerification ? candidate : null;
}

export interface AuthResponseInput {
  db: Db;
  directory: Directory;
  firstSalaryYear: number;
  today: Date;
  account: AccountInfo;
  session: SessionInfo;
  companyId: string | null;
  year: number | null;
}

export async function buildAuthResponse(i: AuthResponseInput): Promise<AuthResponse> {
  const [settings, company] = await Promise.all([
    i.directory.userAppSettings(i.account.Login, i.db),
    i.companyId ? i.directory.company(i.companyId, i.db) : Promise.resolve(null),
  ]);
  const a = i.account;
  return {
    requireSMSVerification: false,
    UserAccount: {
      Namn: a.Namn,
      Login: a.Login,
      Roll: a.Roll,
      Signatur: a.Signatur,
      PersNr: a.PersNr,
      FtgId: company ? company.ftgInfo.FtgId : a.FtgId,
      FtgIdAccessList: [...a.companies],
      AnstNr: a.AnstNr,
      Brukare: a.Brukare,
      LoginTyp: a.LoginTyp,
      AccessOption: a.AccessOption,
      UserOption: a.userOptions.map((Option) => ({ Option })),
    },
    UserAppSettings: settings,
    FtgInfo: company ? company.ftgInfo : null,
    SalaryYears: company ? salaryYears(i.firstSalaryYear, i.today) : [],
    SessionSalaryYear: company && i.year ? i.year : 0,
    Auth: { Method: i.session.authMethod, Time: i.session.authTime },
    HasLicensOption: company ? [...company.licenceOptions] : [],
    HasWebLon: company ? company.hasWebLon : false,
    HasWebLonPlus: company ? company.hasWebLonPlus : false,
    HasPlus: company ? company.plus : false,
    EnforceBankIDAuth: company ? company.enforceBankIdAuth : false,
    AutoLogoutDueToInactivity: false,
  };
}
