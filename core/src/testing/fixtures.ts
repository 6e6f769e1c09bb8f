import type { Role } from '../contracts/access';
import {
  DEFAULT_USER_APP_SETTINGS,
  PORTAL_BOOLEAN_SWITCHES,
  type AuthResponse,
  type CompanyListEntry,
  type FtgInfo,
  type PerListaItem,
  type PortalInfo,
  type UserAccount,
} from '../contracts/models';

/** Realistic, valid fixtures (they pass the runtypes models); override what a test needs. */
export function ftgInfoFixture(over: Partial<FtgInfo> = {}): FtgInfo {
  const res = Object.fromEntries(
    [1, 2, 3, 4, 5, 6].flatMap((n) => [
      [`OpenResEnhet${n}`, false],
      [`RegResEnh${n}`, false],
      [`RegisterResEnh${n}`, false],
      [`ResEnhet${n}Namn`, `Resultatenhet ${n}`],
    ]),
  );
  return {
    FtgId: '1001',
    Namn: 'Omsorgen Personlig Assistans AB',
    Orgnr: '5567123400',
    FtgKey: 'OMSORGEN',
    PictureId: '00000000-0000-0000-0000-000000000000',
    Archived: false,
    requireSMSVerification: false,
    Momspliktig: true,
    UseLSS: true,
    BrukareNamnTyp: 'BRUKARE',
    UsePerSchema: true,
    UseFKSignering: false,
    KalUseLonReady: true,
    KalUseAttest: true,
    ...(res as object),
    ...over,
  } as FtgInfo;
}

export function accountFixture(role: Role, over: Partial<UserAccount> = {}): UserAccount {
  return {
    Namn: 'Anna Andersson',
    Login: `${role.toLowerCase()}@demo.se`,
    Roll: role,
    Signatur: 'AA',
    PersNr: role === 'PER' ? '198112189876' : '',
    FtgId: '1001',
    FtgIdAccessList: ['1001'],
    AnstNr: role === 'PER' ? '12' : '',
    Brukare: '',
    LoginTyp: 'A',
    AccessOption: '',
    UserOption: [],
    ...over,
  };
}

export function authResponseFixture(role: Role, over: Partial<AuthResponse> & { account?: Partial<UserAccount> } = {}): AuthResponse {
  const { account, ...rest } = over;
  return {
    requireSMSVerification: false,
    UserAccount: accountFixture(role, account),
    UserAppSettings: DEFAULT_USER_APP_SETTINGS,
    FtgInfo: ftgInfoFixture(),
    SalaryYears: [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027],
    SessionSalaryYear: 0,
    Auth: { Method: 'PASSWORD', Time: '2026-11-21T08:00:00Z' },
    HasLicensOption: [],
    HasWebLon: true,
    HasWebLonPlus: false,
    HasPlus: false,
    EnforceBankIDAuth: false,
    AutoLogoutDueToInactivity: false,
    ...rest,
  };
}

export function portalInfoFixture(over: Partial<PortalInfo> = {}): PortalInfo {
  return {
    ...(Object.fromEntries(PORTAL_BOOLEAN_SWITCHES.map((k) => [k, false])) as Record<(typeof PORTAL_BOOLEAN_SWITCHES)[number], boolean>),
    PassbyteTyp: 'X',
    NearAccidentsReportsAdmins: [],
    AvvikandeStamplingGransMinuter: 15,
    LoginTyp: 'A',
    ...over,
  };
}

export function companyFixture(FtgId: string, Namn: string, over: Partial<CompanyListEntry> = {}): CompanyListEntry {
  return { FtgId, Namn, Orgnr: '5566778899', Archived: false, PictureId: '00000000-0000-0000-0000-000000000000', ...over };
}

export function employeeFixture(AnstNr: string, over: Partial<PerListaItem> = {}): PerListaItem {
  return {
    AnstNr,
    FoNamn: 'Per',
    EfNamn: 'Persson',
    Avdelning: '10',
    Aktiv: true,
    ProfilePictureId: '00000000-0000-0000-0000-000000000000',
    PerStatus: { UseBrukare: false, Brukare: '', UseResEnhet1: false, ResEnhet1: '', UseResEnhet2: false, ResEnhet2: '', UseResEnhet3: false, ResEnhet3: '' },
    TidKodGrupp: '',
    LonKodGrupp: '',
    PerSchema: { FromDatum: '2024-01-01', UseArbSchema: true, ArbSchema: 'DAG' },
    ...over,
  };
}
