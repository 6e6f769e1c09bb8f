import { Array as Arr, Literal, Number as Num, Optional, Partial, Record as Rec, String as Str, Union } from 'runtypes';
import { defineEndpoint } from './endpoint';
import {
  ArbSchemaModel,
  AuthResponseModel,
  AvdelningModel,
  BemUppgiftModel,
  BrukarAnsvModel,
  BrukareModel,
  CompanyListEntryModel,
  EgenskapModel,
  FrontendLogModel,
  FtgInfoModel,
  HolidayModel,
  KompetensModel,
  KontoModel,
  LonKodModel,
  OBRegelModel,
  OkModel,
  PerListaItemModel,
  PerRegModel,
  PerSchemaPeriodModel,
  PortalInfoModel,
  ResEnheterModel,
  SmsRequiredModel,
  TidKodModel,
  UserAppSettingsModel,
  VarugruppModel,
  DateFilterPeriodTypeModel,
  InitialDateFilterModel,
  LanguageModel,
  ThemeModel,
  FreeText,
  RequiredText,
} from './models';

const nonEmpty = RequiredText;
/** the longest password the sign-in hashes: no real one is longer, and a 1 MB one costs the server a scrypt of 1 MB */
export const MAX_PASSWORD_LENGTH = 1024;
const smsToken = Str.withConstraint((s) => s.length <= 200 || 'at most 200 characters');
const digits = Str.withConstraint((s) => /^\d{1,10}$/.test(s) || 'digits only');
const companyId = Str.withConstraint((s) => /^[A-Za-z0-9_-]{1,20}$/.test(s) || 'invalid company id');
const year = Str.withConstraint((s) => /^\d{4}$/.test(s) || 'a four-digit year');
const boolText = Union(Literal('true'), Literal('false'));

export const LoginBodyModel = Rec({
  Login: nonEmpty(50),
  Password: Str.withConstraint((s) =>
    s.length < 6 ? 'at least 6 characters' : s.length <= MAX_PASSWORD_LENGTH || `at most ${MAX_PASSWORD_LENGTH} characters`,
  ),
  SMSToken: Optional(smsToken),
});

/** The company-scoped lists: any signed-in user with a company may read them. */
const company = { companySelected: true } as const;

export const shell = {
  authenticate: defineEndpoint({
    id: 'shell.authenticate',
    method: 'POST',
    path: '/api/authenticate',
    body: LoginBodyModel,
    reply: Union(AuthResponseModel, SmsRequiredModel),
    access: { public: true },
  }),
  me: defineEndpoint({ id: 'shell.me', method: 'GET', path: '/api/me', reply: AuthResponseModel, access: { signedIn: true } }),
  clearSession: defineEndpoint({ id: 'shell.clearSession', method: 'GET', path: '/api/me/clearSession', reply: OkModel, access: { signedIn: true } }),
  updateSessionUserAccount: defineEndpoint({
    id: 'shell.updateSessionUserAccount',
    method: 'PATCH',
    path: '/api/me/updateSessionUserAccount',
    /** the session-level account fields a user may change: the chosen company (SMSToken: the passed SMS step of a company that requires it) */
    body: Rec({ FtgId: companyId, SMSToken: Optional(smsToken) }),
    reply: AuthResponseModel,
    access: { signedIn: true },
  }),
  logout: defineEndpoint({ id: 'shell.logout', method: 'GET', path: '/api/logout', reply: OkModel, access: { public: true } }),
  frontendLogger: defineEndpoint({
    id: 'shell.frontendLogger',
    method: 'POST',
    path: '/api/frontendlogger',
    body: FrontendLogModel,
    reply: OkModel,
    access: { public: true },
  }),
  companyList: defineEndpoint({
    id: 'shell.companyList',
    method: 'GET',
    path: '/api/companyList',
    reply: Arr(CompanyListEntryModel),
    access: { signedIn: true },
  }),
  companyInfo: defineEndpoint({
    id: 'shell.companyInfo',
    method: 'GET',
    path: '/api/companyInfo/:FtgId',
    params: Rec({ FtgId: companyId }),
    reply: FtgInfoModel,
    access: { signedIn: true },
  }),
  salaryYears: defineEndpoint({ id: 'shell.salaryYears', method: 'GET', path: '/api/salaryyears', reply: Arr(Num), access: company }),
  getUserAppSettings: defineEndpoint({
    id: 'shell.getUserAppSettings',
    method: 'GET',
    path: '/api/userAppSettings',
    reply: UserAppSettingsModel,
    access: { signedIn: true },
  }),
  putUserAppSettings: defineEndpoint({
    id: 'shell.putUserAppSettings',
    method: 'PUT',
    path: '/api/userAppSettings',
    body: Rec({
      DateFilterPeriodType: DateFilterPeriodTypeModel,
      InitialDateFilter: InitialDateFilterModel,
      PaginationPerPage: Num.withConstraint((n) => [10, 25, 50, 100].includes(n) || 'one of 10, 25, 50, 100'),
      InactivityTimer: Num.withConstraint((n) => (Number.isInteger(n) && n >= 0 && n <= 480) || 'whole minutes from 0 to 480'),
      Theme: ThemeModel,
    }).And(Partial({ Language: LanguageModel })),
    reply: UserAppSettingsModel,
    access: { signedIn: true },
  }),
  portalInfo: defineEndpoint({ id: 'shell.portalInfo', method: 'GET', path: '/api/portalInfo', reply: PortalInfoModel, access: company }),

  tidkoder: defineEndpoint({ id: 'shell.tidkoder', method: 'GET', path: '/api/tidkoder', reply: Arr(TidKodModel), access: company }),
  lonkoder: defineEndpoint({ id: 'shell.lonkoder', method: 'GET', path: '/api/LonKoder', reply: Arr(LonKodModel), access: company }),
  varugrupper: defineEndpoint({ id: 'shell.varugrupper', method: 'GET', path: '/api/varugrupper', reply: Arr(VarugruppModel), access: company }),
  kontoreg: defineEndpoint({ id: 'shell.kontoreg', method: 'GET', path: '/api/kontoreg', reply: Arr(KontoModel), access: company }),
  brukarlista: defineEndpoint({ id: 'shell.brukarlista', method: 'GET', path: '/api/brukarlista', reply: Arr(BrukareModel), access: company }),
  brukaransvlista: defineEndpoint({ id: 'shell.brukaransvlista', method: 'GET', path: '/api/brukaransvlista', reply: Arr(BrukarAnsvModel), access: company }),
  kompetenser: defineEndpoint({ id: 'shell.kompetenser', method: 'GET', path: '/api/kompetenser', reply: Arr(KompetensModel), access: company }),
  avdelning: defineEndpoint({ id: 'shell.avdelning', method: 'GET', path: '/api/avdelning', reply: Arr(AvdelningModel), access: company }),
  arbschemalist: defineEndpoint({ id: 'shell.arbschemalist', method: 'GET', path: '/api/arbschemalist', reply: Arr(ArbSchemaModel), access: company }),
  bemuppgift: defineEndpoint({
    id: 'shell.bemuppgift',
    method: 'GET',
    path: '/api/bemanna/bemuppgift',
    query: Partial({ Deleted: boolText }),
    reply: Arr(BemUppgiftModel),
    access: company,
  }),
  perlista: defineEndpoint({
    id: 'shell.perlista',
    method: 'GET',
    path: '/api/perlista',
    paged: true,
    query: Partial({ AnstNr: digits, Locked: boolText, Page: digits, PerPage: digits, Search: FreeText(100) }),
    reply: Arr(PerListaItemModel),
    access: company,
  }),
  obregler: defineEndpoint({ id: 'shell.obregler', method: 'GET', path: '/api/obregler', reply: Arr(OBRegelModel), access: { plus: true } }),
  egenskaper: defineEndpoint({ id: 'shell.egenskaper', method: 'GET', path: '/api/egenskaper', reply: Arr(EgenskapModel), access: { plus: true } }),
  resenheter: defineEndpoint({ id: 'shell.resenheter', method: 'GET', path: '/api/resenheter', reply: ResEnheterModel, access: company }),
  holidays: defineEndpoint({
    id: 'shell.holidays',
    method: 'GET',
    path: '/api/holidays/:year',
    params: Rec({ year: year.withConstraint((y) => (Number(y) >= 1900 && Number(y) <= 2200) || 'a year from 1900 to 2200') }),
    reply: Arr(HolidayModel),
    access: { signedIn: true },
  }),
  perschema: defineEndpoint({
    id: 'shell.perschema',
    method: 'GET',
    path: '/api/perschema/:AnstNr',
    params: Rec({ AnstNr: digits }),
    reply: Arr(PerSchemaPeriodModel),
    access: company,
  }),
  perreg: defineEndpoint({
    id: 'shell.perreg',
    method: 'GET',
    path: '/api/perreg/:AnstNr',
    params: Rec({ AnstNr: digits }),
    reply: PerRegModel,
    access: company,
  }),
} as const;
