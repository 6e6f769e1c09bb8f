import type { AccountInfo } from '@lonna/core/server';
import {
  DEFAULT_USER_APP_SETTINGS,
  isSupportUser,
  SUPPORT_LOGIN_SWITCH,
  type FtgInfo,
  type PortalInfo,
  type Role,
  type UserAppSettings,
} from '@lonna/core/contracts';
import { portalFromRows } from '@lonna/core/server';
import type { Selectable } from 'kysely';
import type { CompaniesTable, Db } from '../db/types';
import { TtlCache } from '../http/ttl-cache';

/** What the host knows about a company for access decisions and the AuthResponse. */
export interface CompanyRecord {
  ftgInfo: FtgInfo;
  plus: boolean;
  hasWebLon: boolean;
  hasWebLonPlus: boolean;
  enforceBankIdAuth: boolean;
  licenceOptions: string[];
  portal: PortalInfo;
  /** changes whenever the company's employee register changes */
  registerVersion: number;
}

const FTG_FLAGS = [
  'Archived',
  'requireSMSVerification',
  'Momspliktig',
  'UseLSS',
  'UsePerSchema',
  'UseFKSignering',
  'KalUseLonReady',
  'KalUseAttest',
  ...[1, 2, 3, 4, 5, 6].flatMap((n) => [`OpenResEnhet${n}`, `RegResEnh${n}`, `RegisterResEnh${n}`]),
] as const;

export function toFtgInfo(row: Selectable<CompaniesTable>): FtgInfo {
  const info: Record<string, unknown> = {
    FtgId: row.FtgId,
    Namn: row.Namn,
    Orgnr: row.Orgnr,
    FtgKey: row.FtgKey,
    PictureId: row.PictureId,
    BrukareNamnTyp: row.BrukareNamnTyp,
  };
  for (const f of FTG_FLAGS) info[f] = Boolean((row as unknown as Record<string, number>)[f]);
  for (const n of [1, 2, 3, 4, 5, 6]) info[`ResEnhet${n}Namn`] = (row as unknown as Record<string, string>)[`ResEnhet${n}Namn`];
  return info as FtgInfo;
}

/**
 * Accounts and companies as access decisions need them, cached for a couple of
 * seconds: a changed role, access list or switch is honoured within `ttlMs`.
 */
export class Directory {
  private readonly accounts: TtlCache<AccountInfo | null>;
  private readonly companies: TtlCache<CompanyRecord | null>;
  private readonly allCompanies: TtlCache<string[]>;
  private readonly settings: TtlCache<UserAppSettings>;
  constructor(
    private readonly db: Db,
    ttlMs = 2000,
  ) {
    this.settings = new TtlCache(ttlMs);
    this.accounts = new TtlCache(ttlMs);
    this.companies = new TtlCache(ttlMs);
    this.allCompanies = new TtlCache(ttlMs);
  }

  /** `db`: pass the transaction when called inside one (SQLite has a single connection) */
  account(login: string, db: Db = this.db): Promise<AccountInfo | null> {
    return this.accounts.load(login, () => this.loadAccount(db, login), db === this.db);
  }

  company(ftgId: string, db: Db = this.db): Promise<CompanyRecord | null> {
    return this.companies.load(ftgId, () => this.loadCompany(db, ftgId), db === this.db);
  }

  /**
   * The cached account or company without a wait (undefined: not held now, ask `account`/`company`): the usual
   * call's reads, which would otherwise each cost a promise and a turn of the microtask queue.
   */
  cachedAccount(login: string): AccountInfo | null | undefined {
    return this.accounts.get(login);
  }

  cachedCompany(ftgId: string): CompanyRecord | null | undefined {
    return this.companies.get(ftgId);
  }

  cachedUserAppSettings(login: string): UserAppSettings | undefined {
    return this.settings.get(login);
  }

  /** the account's UserAppSettings (spec defaults when never saved) */
  userAppSettings(login: string, db: Db = this.db): Promise<UserAppSettings> {
    return this.settings.load(login, () => loadUserAppSettings(db, login), db === this.db);
  }

  /** after a write on this instance, so the writer reads its own change */
  forgetUserAppSettings(login: string): void {
    this.settings.delete(login);
  }

  /** one account's and one company's entries, to read them again (a refusal from this cache is checked once more) */
  forget(login: string, ftgId: string): void {
    this.accounts.delete(login);
    this.companies.delete(ftgId);
  }

  invalidate(): void {
    this.settings.clear();
    this.accounts.clear();
    this.companies.clear();
    this.allCompanies.clear();
  }

  private async loadAccount(db: Db, login: string): Promise<AccountInfo | null> {
    const row = await db.selectFrom('accounts').selectAll().where('Login', '=', login).where('Disabled', '=', 0).executeTakeFirst();
    if (!row) return null;
    const role = row.Roll as Role;
    const options = await db.selectFrom('account_options').select('Option').where('Login', '=', login).orderBy('Option').execute();
    const userOptions = options.map((o) => o.Option);
    const [companies, departments] = await Promise.all([
      isSupportUser(role, userOptions)
        ? this.supportCompanies(db)
        : role === 'LIC' || role === 'ADM'
          ? this.allCompanies.load(
              '*',
              async () => (await db.selectFrom('companies').select('FtgId').orderBy('FtgId').execute()).map((r) => r.FtgId),
              db === this.db,
            )
          : db
              .selectFrom('account_companies')
              .select('FtgId')
              .where('Login', '=', login)
              .orderBy('FtgId')
              .execute()
              .then((r) => r.map((x) => x.FtgId)),
      db.selectFrom('account_departments').select(['FtgId', 'Avdelning']).where('Login', '=', login).execute(),
    ]);
    const deps: Record<string, string[]> = {};
    for (const d of departments) (deps[d.FtgId] ??= []).push(d.Avdelning);
    return {
      Login: row.Login,
      Namn: row.Namn,
      Roll: role,
      Signatur: row.Signatur,
      PersNr: row.PersNr,
      FtgId: row.FtgId,
      AnstNr: row.AnstNr,
      Brukare: row.Brukare,
      LoginTyp: row.LoginTyp as AccountInfo['LoginTyp'],
      AccessOption: row.AccessOption,
      userOptions,
      companies,
      departments: deps,
    };
  }

  /** a support user's companies: those that allow support login now (a switch turned off shuts him out within ttlMs) */
  private supportCompanies(db: Db): Promise<string[]> {
    return this.allCompanies.load(
      'support',
      async () =>
        (
          await db
            .selectFrom('portal_switches')
            .select('FtgId')
            .where('Name', '=', SUPPORT_LOGIN_SWITCH)
            .where('Value', 'in', ['true', '1'])
            .orderBy('FtgId')
            .execute()
        ).map((r) => r.FtgId),
      db === this.db,
    );
  }

  private async loadCompany(db: Db, ftgId: string): Promise<CompanyRecord | null> {
    const row = await db.selectFrom('companies').selectAll().where('FtgId', '=', ftgId).executeTakeFirst();
    if (!row) return null;
    const [options, switches] = await Promise.all([
      db.selectFrom('company_licence_options').select('Option').where('FtgId', '=', ftgId).orderBy('Option').execute(),
      db.selectFrom('portal_switches').select(['Name', 'Value']).where('FtgId', '=', ftgId).execute(),
    ]);
    return {
      ftgInfo: toFtgInfo(row),
      plus: Boolean(row.Plus),
      hasWebLon: Boolean(row.HasWebLon),
      hasWebLonPlus: Boolean(row.HasWebLonPlus),
      enforceBankIdAuth: Boolean(row.EnforceBankIDAuth),
      licenceOptions: options.map((o) => o.Option),
      portal: portalFromRows(switches),
      registerVersion: Number(row.RegisterVersion),
    };
  }
}

const isLanguage = (x: string): x is NonNullable<UserAppSettings['Language']> => x === 'sv' || x === 'en' || x === 'fr' || x === 'pl';

async function loadUserAppSettings(db: Db, login: string): Promise<UserAppSettings> {
  const row = await db.selectFrom('user_app_settings').selectAll().where('Login', '=', login).executeTakeFirst();
  if (!row) return { ...DEFAULT_USER_APP_SETTINGS };
  return {
    DateFilterPeriodType: row.DateFilterPeriodType as UserAppSettings['DateFilterPeriodType'],
    InitialDateFilter: row.InitialDateFilter as UserAppSettings['InitialDateFilter'],
    PaginationPerPage: Number(row.PaginationPerPage),
    InactivityTimer: Number(row.InactivityTimer),
    Theme: row.Theme as UserAppSettings['Theme'],
    ...(isLanguage(row.Language) ? { Language: row.Language } : {}),
  };
}
