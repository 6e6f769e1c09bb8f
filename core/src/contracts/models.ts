import {
  Array as Arr,
  Boolean as Bool,
  Dictionary,
  Literal,
  Null,
  Number as Num,
  Optional,
  Partial,
  Record as Rec,
  Static,
  String as Str,
  Union,
  Unknown,
} from 'runtypes';

// ---- free text: the one rule for every text field a request carries ----

/** C0 control characters other than tab, line feed and carriage return: not text, and not representable in XML 1.0. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's whole job
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** Older stored text on its way into a file (XML, PDF): each control character becomes U+FFFD, visibly. */
export function withoutControlCharacters(s: string): string {
  return s.replace(CONTROL_CHARACTERS_ALL, '\uFFFD');
}

/**
 * A free-text request field: at most `max` characters, no control characters (tab, newline allowed).
 * The server's field error is translated from these messages ('at most N characters', 'no control characters').
 */
export const FreeText = (max: number) =>
  Str.withConstraint((s) => (s.length <= max ? !CONTROL_CHARACTERS.test(s) || 'no control characters' : `at most ${max} characters`));

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not): the wire's one date rule. */
function isRealDay(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}
export const IsoDate = Str.withConstraint(
  // month 13 is no Date at all (toISOString would throw, and the field would go unnamed); 30 February rolls over
  (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDay(s)) || 'a date YYYY-MM-DD',
);

/** Free text that must not be blank. */
export const RequiredText = (max: number) =>
  Str.withConstraint((s) =>
    s.trim().length > 0 && s.length <= max ? !CONTROL_CHARACTERS.test(s) || 'no control characters' : `required, at most ${max} characters`,
  );

import { ROLES, type Role } from './access';

export const RoleModel = Union(...(ROLES.map((r) => Literal(r)) as unknown as [ReturnType<typeof Literal<Role>>, ...ReturnType<typeof Literal<Role>>[]]));

/** F per company, A username and password, B BankID, S two-step SMS */
export const LoginTypeModel = Union(Literal('F'), Literal('A'), Literal('B'), Literal('S'));
export const ThemeModel = Union(Literal('dark'), Literal('white'));
/** the portal's four languages (plugin/types LOCALES) */
export const LanguageModel = Union(Literal('sv'), Literal('en'), Literal('fr'), Literal('pl'));

export const UserAccountModel = Rec({
  Namn: Str,
  Login: Str,
  Roll: RoleModel,
  Signatur: Str,
  PersNr: Str,
  FtgId: Str,
  FtgIdAccessList: Arr(Str),
  AnstNr: Str,
  Brukare: Str,
  LoginTyp: LoginTypeModel,
  AccessOption: Str,
  UserOption: Arr(Rec({ Option: Str })),
});
export type UserAccount = Static<typeof UserAccountModel>;

export const DateFilterPeriodTypeModel = Union(Literal('D'), Literal('W'), Literal('M'), Literal('Y'));
export const InitialDateFilterModel = Union(Literal('CURRENT'), Literal('PREVIOUS'), Literal('NEXT'));

export const UserAppSettingsModel = Rec({
  DateFilterPeriodType: DateFilterPeriodTypeModel,
  InitialDateFilter: InitialDateFilterModel,
  PaginationPerPage: Num,
  InactivityTimer: Num,
  Theme: ThemeModel,
}).And(
  // the user's language, saved with their settings (absent until they choose one after signing in)
  Partial({ Language: LanguageModel }),
);
export type UserAppSettings = Static<typeof UserAppSettingsModel>;
export const DEFAULT_USER_APP_SETTINGS: UserAppSettings = {
  DateFilterPeriodType: 'M',
  InitialDateFilter: 'CURRENT',
  PaginationPerPage: 25,
  InactivityTimer: 60,
  Theme: 'white',
};

export const AuthModel = Rec({ Method: Union(Literal('PASSWORD'), Literal('BANKID')), Time: Str });
export type Auth = Static<typeof AuthModel>;

export const BrukareNamnTypModel = Union(Literal('BRUKARE'), Literal('ARBETSLEDARE'), Literal('KUND'));

/** Company info of the session (FtgInfo) — also the company-picker record. */
export const FtgInfoModel = Rec({
  FtgId: Str,
  Namn: Str,
  Orgnr: Str,
  FtgKey: Str,
  PictureId: Str,
  Archived: Bool,
  requireSMSVerification: Bool,
  Momspliktig: Bool,
  UseLSS: Bool,
  BrukareNamnTyp: BrukareNamnTypModel,
  UsePerSchema: Bool,
  UseFKSignering: Bool,
  KalUseLonReady: Bool,
  KalUseAttest: Bool,
  OpenResEnhet1: Bool,
  OpenResEnhet2: Bool,
  OpenResEnhet3: Bool,
  OpenResEnhet4: Bool,
  OpenResEnhet5: Bool,
  OpenResEnhet6: Bool,
  RegResEnh1: Bool,
  RegResEnh2: Bool,
  RegResEnh3: Bool,
  RegResEnh4: Bool,
  RegResEnh5: Bool,
  RegResEnh6: Bool,
  RegisterResEnh1: Bool,
  RegisterResEnh2: Bool,
  RegisterResEnh3: Bool,
  RegisterResEnh4: Bool,
  RegisterResEnh5: Bool,
  RegisterResEnh6: Bool,
  ResEnhet1Namn: Str,
  ResEnhet2Namn: Str,
  ResEnhet3Namn: Str,
  ResEnhet4Namn: Str,
  ResEnhet5Namn: Str,
  ResEnhet6Namn: Str,
});
export type FtgInfo = Static<typeof FtgInfoModel>;

/** The authentication response (POST /authenticate) and the body of GET /me. */
export const AuthResponseModel = Rec({
  requireSMSVerification: Bool,
  UserAccount: UserAccountModel,
  UserAppSettings: UserAppSettingsModel,
  FtgInfo: Union(FtgInfoModel, Null),
  SalaryYears: Arr(Num),
  SessionSalaryYear: Num,
  Auth: AuthModel,
  /** licence options of the company's licence, e.g. ['HRTIL'] */
  HasLicensOption: Arr(Str),
  HasWebLon: Bool,
  HasWebLonPlus: Bool,
  HasPlus: Bool,
  EnforceBankIDAuth: Bool,
  AutoLogoutDueToInactivity: Bool,
});
export type AuthResponse = Static<typeof AuthResponseModel>;

/** When login needs the SMS step, the server answers only this. */
export const SmsRequiredModel = Rec({ requireSMSVerification: Literal(true) });

export const CompanyListEntryModel = Rec({ FtgId: Str, Namn: Str, Orgnr: Str, Archived: Bool, PictureId: Str });
export type CompanyListEntry = Static<typeof CompanyListEntryModel>;

/** PassbyteTyp: C approved by responsible, A approved by employee, F first come first served, X disabled */
export const PassbyteTypModel = Union(Literal('C'), Literal('A'), Literal('F'), Literal('X'));

/** the push resource a change of the company's PortalInfo raises (the open portals read it again) */
export const PORTAL_INFO_RESOURCE = 'portalinfo';

/** PortalInfo: the company's portal switches. Every switch the portal knows is named here. */
export const PORTAL_BOOLEAN_SWITCHES = [
  'EnableMeddelanden',
  'EnableDocumentsView',
  'EnableDocumentsUpload',
  'EnableAbsenceReports',
  'EnableNearAccidentsReports',
  'EnableLeaveApplications',
  'EnableLeavePlanner',
  'EnableBemanningView',
  'EnableGodkannaView',
  'EnableUtskriftProjektlista',
  'AcceptedDebitAccount',
  'EnableLonebesked',
  'EnableSaldon',
  'EnableAdressandring',
  'EnableKontaktpersoner',
  'EnableBarnregister',
  'EnableBankkonto',
  'EnableNarvarostatus',
  'EnableKalendarie',
  'EnableTidrapport',
  'EnableStamplingar',
  'EnableTraktamente',
  'EnableMilersattning',
  'EnableUtlagg',
  'EnableRepresentation',
  'EnableErsattningar',
  'EnableAttestera',
  'EnableUtskrifter',
  'EnableSupportLogin',
  'EnableReserakning',
  'EnablePortalFeed',
  'EnableFranvarokalender',
  'UseMandatoryBrukare',
  'UseMandatoryResEnhet1',
  'UseMandatoryResEnhet2',
  'UseMandatoryResEnhet3',
  'UseMandatoryResEnhet4',
  'UseMandatoryResEnhet5',
  'UseMandatoryResEnhet6',
  'UseMandatoryReceipt',
  'UseErsMandatoryBrukare',
  'UseErsMandatoryResEnhet1',
  'UseErsMandatoryResEnhet2',
  'UseErsMandatoryResEnhet3',
  'UseErsMandatoryResEnhet4',
  'UseErsMandatoryResEnhet5',
  'UseErsMandatoryResEnhet6',
  'UseMandatoryKlockslag',
  'AllowKlockslag',
  'UseAvvikandeStamplingVarning',
  'LockStamplingTid',
  'LockStamplingDelete',
  'RequireBankIDLonebesked',
] as const;
export type PortalBooleanSwitch = (typeof PORTAL_BOOLEAN_SWITCHES)[number];

export const PortalInfoModel = Rec({
  ...(Object.fromEntries(PORTAL_BOOLEAN_SWITCHES.map((k) => [k, Bool])) as Record<PortalBooleanSwitch, typeof Bool>),
  PassbyteTyp: PassbyteTypModel,
  /** roles allowed to handle near-accident reports, e.g. ['FTG'] */
  NearAccidentsReportsAdmins: Arr(Str),
  AvvikandeStamplingGransMinuter: Num,
  LoginTyp: LoginTypeModel,
});
export type PortalInfo = Static<typeof PortalInfoModel>;

// ---- lists held by the client ----
export const TidKodModel = Rec({ TidKod: Str, BenText: Str, Enhet: Str, TidKodGrupp: Str });
export const LonKodModel = Rec({ LonKod: Str, BenText: Str, LonKodGrupp: Str });
export const VarugruppModel = Rec({ Id: Str, Namn: Str });
export const KontoModel = Rec({ Konto: Str, BenText: Str });
export const BrukareModel = Rec({ Brukare: Str, FoNamn: Str, EfNamn: Str });
export const BrukarAnsvModel = Rec({ Sign: Str, Namn: Str });
export const KompetensModel = Rec({ Id: Str, Namn: Str, AntalAnstallda: Num });
export const AvdelningModel = Rec({ Avdelning: Str, Namn: Str });
export const ArbSchemaModel = Rec({ ArbSchema: Str, BenText: Str });
export const BemUppgiftModel = Rec({ Id: Str, Namn: Str, Deleted: Bool });
export const OBRegelModel = Rec({ OBRegelID: Str, BenText: Str });
export const EgenskapModel = Rec({ Id: Str, Namn: Str });
export const ResultatEnhetModel = Rec({ ResEnh: Str, Namn: Str });
export const ResEnheterModel = Rec({
  ResEnh1: Arr(ResultatEnhetModel),
  ResEnh2: Arr(ResultatEnhetModel),
  ResEnh3: Arr(ResultatEnhetModel),
  ResEnh4: Arr(ResultatEnhetModel),
  ResEnh5: Arr(ResultatEnhetModel),
  ResEnh6: Arr(ResultatEnhetModel),
});
export const HolidayModel = Rec({
  Datum: Str,
  Namn: Str,
  /** a day off (röd dag) or an eve that is commonly off */ Typ: Union(Literal('HOLIDAY'), Literal('EVE')),
});

export const PerSchemaModel = Rec({ FromDatum: Str, UseArbSchema: Bool, ArbSchema: Str });
export const PerStatusModel = Rec({
  UseBrukare: Bool,
  Brukare: Str,
  UseResEnhet1: Bool,
  ResEnhet1: Str,
  UseResEnhet2: Bool,
  ResEnhet2: Str,
  UseResEnhet3: Bool,
  ResEnhet3: Str,
});
export const PerListaItemModel = Rec({
  AnstNr: Str,
  FoNamn: Str,
  EfNamn: Str,
  Avdelning: Str,
  Aktiv: Bool,
  ProfilePictureId: Str,
  PerStatus: PerStatusModel,
  TidKodGrupp: Str,
  LonKodGrupp: Str,
  PerSchema: PerSchemaModel,
});
export type PerListaItem = Static<typeof PerListaItemModel>;

/** One day of a work schedule (arbetsschema): weekday 1 = Monday … 7 = Sunday within a cycle week. */
export const ArbSchemaDagModel = Rec({ Vecka: Num, Veckodag: Num, Start: Str, Slut: Str, Rast: Num, Timmar: Num });
export const PerSchemaPeriodModel = Rec({ FromDatum: Str, UseArbSchema: Bool, ArbSchema: Str, Dagar: Arr(ArbSchemaDagModel) });
export const PerRegModel = Rec({ AnstNr: Str, FoNamn: Str, EfNamn: Str, UseArbSchema: Bool, ArbSchema: Str });

export const FrontendLogModel = Rec({
  message: FreeText(4000),
  stack: Optional(FreeText(20000)),
  url: Optional(FreeText(2000)),
  context: Optional(Dictionary(Unknown, Str)),
});

export const PaginationInfoModel = Rec({ Page: Num, PerPage: Num, Total: Num, TotalPages: Num });
export type PaginationInfo = Static<typeof PaginationInfoModel>;

export const OkModel = Rec({ ok: Literal(true) });

/**
 * An employee number (AnstNr) on the wire: digits, as the host's register keeps them. One rule for every plugin's
 * query and body — a free text field there let "?AnstNr=!" through to the handler (the harness's fuzzer found it).
 */
export const AnstNrModel = Str.withConstraint((s) => /^\d{1,10}$/.test(s) || 'digits only');
