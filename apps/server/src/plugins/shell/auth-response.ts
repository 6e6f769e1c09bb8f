import type { AuthResponse, UserAppSettings } from '@lonna/core/contracts';
import { JsonReply, type AccountInfo, type SessionInfo } from '@lonna/core/server';
import type { CompanyRecord } from '../../host/auth/directory';
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
  const [settings, company] = await inputsOf(i);
  return authResponseOf(i, settings, company);
}

const inputsOf = (i: AuthResponseInput) =>
  Promise.all([i.directory.userAppSettings(i.account.Login, i.db), i.companyId ? i.directory.company(i.companyId, i.db) : Promise.resolve(null)]);

interface Ready {
  settings: UserAppSettings;
  company: CompanyRecord | null;
  reply: JsonReply<AuthResponse>;
}
/** replies made, by the directory's cached account record (a fresh object after each reload) */
const ready = new WeakMap<AccountInfo, Map<string, Ready>>();

/**
 * /api/me, the call every page load and tab makes: the reply (and its JSON bytes) is made once per account,
 * session, company and year and reused while the directory's cached records it was made from are the current
 * ones (their identity changes on every reload — at most 2 s — and on every change made on this instance), so it
 * is never staler than an AuthResponse built afresh from the same cache.
 */
export function cachedAuthResponse(i: AuthResponseInput): JsonReply<AuthResponse> | Promise<JsonReply<AuthResponse>> {
  // the usual call finds the settings and the company in the directory's cache: no wait (a promise per call)
  const settings = i.directory.cachedUserAppSettings(i.account.Login);
  const company = i.companyId ? i.directory.cachedCompany(i.companyId) : null;
  if (settings !== undefined && company !== undefined) return readyReply(i, settings, company);
  return inputsOf(i).then(([s, c]) => readyReply(i, s, c));
}

function readyReply(i: AuthResponseInput, settings: UserAppSettings, company: CompanyRecord | null): JsonReply<AuthResponse> {
  const key = `${i.session.authMethod}|${i.session.authTime}|${i.companyId}|${i.year}|${i.firstSalaryYear}|${i.today.getFullYear()}`;
  let byKey = ready.get(i.account);
  if (!byKey) ready.set(i.account, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit && hit.settings === settings && hit.company === company) return hit.reply;
  const value = authResponseOf(i, settings, company);
  const reply = new JsonReply(value, Buffer.from(JSON.stringify(value), 'utf8'));
  // a handful of sessions per account: the map stays small, and it goes with the account record
  if (byKey.size > 16) byKey.clear();
  byKey.set(key, { settings, company, reply });
  return reply;
}

function authResponseOf(i: AuthResponseInput, settings: UserAppSettings, company: CompanyRecord | null): AuthResponse {
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
