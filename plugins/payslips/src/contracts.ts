import { Array as Arr, Boolean as Bool, Literal, Null, Number as Num, Optional, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { AnstNrModel, BankIdSignOrderModel, BankIdSignStatusModel, defineEndpoint, FreeText, OrderRefModel, RequiredText } from '@lonna/core/contracts';
import type { Access, Predicate } from '@lonna/core/contracts';

/**
 * The payslips plugin's wire (LonebeskedSaldon, /lonebesked): what the payroll system publishes — payslips with their
 * lines and PDF, balances and year-to-date totals — the administrators' import (upload and system API with a key), and
 * the BankID identification a company may require before a payslip opens. One descriptor per call.
 */

// ---- access (the spec: AVD, PER, ADM, FTG, LIC; the switches EnableLonebesked and EnableSaldon) ----
export const READER_ROLES = ['AVD', 'PER', 'ADM', 'FTG', 'LIC'] as const;
/** the payroll administrators: they import pay runs and keep the payroll system's API keys */
export const PAYROLL_ADMINS = ['LIC', 'ADM', 'FTG'] as const;
export const SWITCHES = { payslips: 'EnableLonebesked', balances: 'EnableSaldon', bankId: 'RequireBankIDLonebesked' } as const;

const roles = { roles: READER_ROLES } as const satisfies Predicate;
/** the page: one of the two switches on */
const pageReaders: Predicate = { all: [roles, { any: [{ portal: SWITCHES.payslips }, { portal: SWITCHES.balances }] }] };
const payslipReaders: Predicate = { all: [roles, { portal: SWITCHES.payslips }] };
/** the BankID identification is the signed-in person's own (he needs a personal number; the server checks it) */
const identifiers: Predicate = payslipReaders;
const importers: Predicate = { roles: PAYROLL_ADMINS };
/** the dashboard card: the caller's own latest payslip and balances */
const cardReaders: Predicate = { all: [pageReaders, { hasEmployeeNumber: true }] };

/**
 * The whole plugin is on while the company has payslips or balances switched on (`enabledWhen` of both halves: the
 * host refuses every endpoint and hides the route otherwise); the route itself is the spec's: these five roles.
 */
export const PLUGIN_GATE: Predicate = { any: [{ portal: SWITCHES.payslips }, { portal: SWITCHES.balances }] };

export const payslipsAccess = {
  LonebeskedSaldon: { path: '/lonebesked', access: roles },
  card: { access: cardReaders },
  importers: { access: importers },
} as const satisfies Record<string, { path?: string; access: Access }>;

// ---- limits ----
/** a pay run file: a company of a few thousand employees fits well under this */
export const PAXML_MAX = 8_000_000;
export const PDF_MAX_BASE64 = 2_000_000;
export const KEY_NAME_MAX = 60;
/** how long one BankID identification opens payslips (minutes) */
export const IDENTIFICATION_MINUTES = 10;

// ---- models ----
const AnstNrQuery = Rec({ AnstNr: Optional(AnstNrModel), Ar: Optional(Str.withConstraint((s) => /^\d{4}$/.test(s) || 'a year')) });
const IdParams = Rec({ Id: RequiredText(40) });

export const EmployeeRefModel = Rec({ AnstNr: Str, Namn: Str });
export type EmployeeRef = Static<typeof EmployeeRefModel>;

export const PayslipSummaryModel = Rec({
  Id: Str,
  PeriodId: Str,
  PeriodText: Str,
  BetalDatum: Str,
  Brutto: Num,
  Skatt: Num,
  Netto: Num,
  /** the payroll system sent its own PDF (otherwise the portal renders one) */
  EgenPdf: Bool,
});
export type PayslipSummary = Static<typeof PayslipSummaryModel>;

export const PayLineModel = Rec({
  RadNr: Num,
  LonArt: Str,
  Benamning: Str,
  DatumFrom: Str,
  DatumTom: Str,
  Antal: Union(Num, Null),
  Enhet: Str,
  APris: Union(Num, Null),
  Belopp: Num,
});
export type PayLine = Static<typeof PayLineModel>;

/** the balances of one day, as the payroll system gives them (null: not sent) */
export const BalancesModel = Rec({
  Datum: Str,
  /** paid vacation days: the year's and those taken */
  SemBetTot: Union(Num, Null),
  SemBetUtb: Union(Num, Null),
  SemObeTot: Union(Num, Null),
  SemObeUtb: Union(Num, Null),
  SemSpaTot: Union(Num, Null),
  SemSpaUtb: Union(Num, Null),
  SemForTot: Union(Num, Null),
  SemForUtb: Union(Num, Null),
  /** hours */
  KompSaldo: Union(Num, Null),
  FlexSaldo: Union(Num, Null),
  TidbankTim: Union(Num, Null),
});
export type Balances = Static<typeof BalancesModel>;

export const TotalsModel = Rec({ Brutto: Num, Skatt: Num, Netto: Num });
export type Totals = Static<typeof TotalsModel>;

export const PayslipModel = Rec({
  ...PayslipSummaryModel.fields,
  AnstNr: Str,
  Namn: Str,
  SkatteTabell: Str,
  SkatteKolumn: Str,
  TabellSkatt: Num,
  EngangsSkatt: Num,
  ArbAvgiftBel: Num,
  Lines: Arr(PayLineModel),
  /** the year-to-date totals as the payroll system printed them on this payslip */
  Ack: TotalsModel,
  Balances: Union(BalancesModel, Null),
});
export type Payslip = Static<typeof PayslipModel>;

export const OverviewModel = Rec({
  AnstNr: Str,
  Namn: Str,
  Ar: Num,
  /** the years with a published payslip, newest first */
  Years: Arr(Num),
  /** the year's published payslips, newest first (null: EnableLonebesked is off) */
  Payslips: Union(Arr(PayslipSummaryModel), Null),
  /** the year's totals (sum of its payslips) */
  Totals: Union(TotalsModel, Null),
  /** balances as of the latest run, and their history, newest first (null: EnableSaldon is off) */
  Balances: Union(Rec({ Latest: Union(BalancesModel, Null), History: Arr(BalancesModel) }), Null),
  /** opening a payslip needs a fresh BankID identification, and the caller has none now */
  NeedsBankId: Bool,
});
export type Overview = Static<typeof OverviewModel>;

export const LatestModel = Rec({ Payslip: Union(PayslipSummaryModel, Null), Balances: Union(BalancesModel, Null) });
export type Latest = Static<typeof LatestModel>;

const PdfModel = Rec({ AnstNr: RequiredText(20), PeriodId: Optional(FreeText(40)), Pdf: RequiredText(PDF_MAX_BASE64) });
export const UploadModel = Rec({ Paxml: RequiredText(PAXML_MAX), Pdfer: Optional(Arr(PdfModel)) });
export type Upload = Static<typeof UploadModel>;
export const SystemImportModel = Rec({
  FtgId: RequiredText(20),
  /** the key an administrator created for the payroll system (shown once) */
  Nyckel: RequiredText(100),
  Paxml: RequiredText(PAXML_MAX),
  Pdfer: Optional(Arr(PdfModel)),
});
export const ImportResultModel = Rec({
  Id: Str,
  Payslips: Num,
  Balances: Num,
  /** payslips that replaced an earlier import of the same employee and period */
  Replaced: Num,
  /** the pay dates of the run (a payslip shows from its pay date) */
  BetalDatum: Arr(Str),
});
export type ImportResult = Static<typeof ImportResultModel>;
export const ImportModel = Rec({
  Id: Str,
  At: Num,
  By: Str,
  Kalla: Union(Literal('UPLOAD'), Literal('API'), Literal('DEMO')),
  Payslips: Num,
  Balances: Num,
  Replaced: Num,
});
export type Import = Static<typeof ImportModel>;

export const ApiKeyModel = Rec({ Id: Str, Namn: Str, Prefix: Str, CreatedAt: Num, CreatedBy: Str, LastUsedAt: Num });
export type ApiKey = Static<typeof ApiKeyModel>;
export const NewApiKeyModel = Rec({ Namn: RequiredText(KEY_NAME_MAX) });
/** the key itself is in this reply only: it is stored hashed */
export const CreatedApiKeyModel = Rec({ Key: ApiKeyModel, Nyckel: Str });

const OrderParams = Rec({ OrderRef: OrderRefModel });
const Ok = Rec({ ok: Literal(true) });

// ---- endpoints ----
export const payslips = {
  /** the employees whose payslips the caller may see (his data scope), by name */
  employees: defineEndpoint({ id: 'payslips.employees', method: 'GET', path: '/api/lonebesked/employees', reply: Arr(EmployeeRefModel), access: pageReaders }),
  /** one employee's year (AnstNr absent: the caller's own; Ar absent: the latest year with a payslip) */
  overview: defineEndpoint({ id: 'payslips.overview', method: 'GET', path: '/api/lonebesked', query: AnstNrQuery, reply: OverviewModel, access: pageReaders }),
  /** one payslip with its lines (a fresh BankID identification first when the company requires it) */
  payslip: defineEndpoint({
    id: 'payslips.payslip',
    method: 'GET',
    path: '/api/lonebesked/payslip/:Id',
    params: IdParams,
    reply: PayslipModel,
    access: payslipReaders,
  }),
  /** the payslip's PDF, inline (the payroll system's own, or rendered from the data) */
  pdf: defineEndpoint({ id: 'payslips.pdf', method: 'GET', path: '/lonebesked/pdf/:Id', params: IdParams, reply: Str, access: payslipReaders, raw: true }),
  /** the caller's own latest payslip and balances (the dashboard card) */
  latest: defineEndpoint({ id: 'payslips.latest', method: 'GET', path: '/api/lonebesked/latest', reply: LatestModel, access: cardReaders }),
  identifyStart: defineEndpoint({
    id: 'payslips.identifyStart',
    method: 'POST',
    path: '/api/lonebesked/identify',
    reply: BankIdSignOrderModel,
    access: identifiers,
  }),
  identifyStatus: defineEndpoint({
    id: 'payslips.identifyStatus',
    method: 'GET',
    path: '/api/lonebesked/identify/:OrderRef',
    params: OrderParams,
    reply: BankIdSignStatusModel,
    access: identifiers,
  }),
  identifyCancel: defineEndpoint({
    id: 'payslips.identifyCancel',
    method: 'DELETE',
    path: '/api/lonebesked/identify/:OrderRef',
    params: OrderParams,
    reply: Ok,
    access: identifiers,
  }),
  /** an administrator uploads a pay run (PAXml 2.0 loneutbetalning and/or saldon) */
  upload: defineEndpoint({
    id: 'payslips.upload',
    method: 'POST',
    path: '/api/lonebesked/import',
    body: UploadModel,
    reply: ImportResultModel,
    access: importers,
    bodyLimit: 24_000_000,
  }),
  imports: defineEndpoint({ id: 'payslips.imports', method: 'GET', path: '/api/lonebesked/imports', reply: Arr(ImportModel), access: importers }),
  keys: defineEndpoint({ id: 'payslips.keys', method: 'GET', path: '/api/lonebesked/keys', reply: Arr(ApiKeyModel), access: importers }),
  createKey: defineEndpoint({
    id: 'payslips.createKey',
    method: 'POST',
    path: '/api/lonebesked/keys',
    body: NewApiKeyModel,
    reply: CreatedApiKeyModel,
    access: importers,
  }),
  deleteKey: defineEndpoint({ id: 'payslips.deleteKey', method: 'DELETE', path: '/api/lonebesked/keys/:Id', params: IdParams, reply: Ok, access: importers }),
  /** the payroll system's import: no session, the company's API key in the body */
  systemImport: defineEndpoint({
    id: 'payslips.systemImport',
    method: 'POST',
    path: '/api/lonebesked/system/import',
    body: SystemImportModel,
    reply: ImportResultModel,
    access: { public: true },
    bodyLimit: 24_000_000,
  }),
} as const;

/** the push a published payslip or a new import raises (payload: { AnstNr } or {}) */
export const PAYSLIPS_RESOURCE = 'lonebesked';

// ---- published read model (other plugins read this table, never write it) ----
/**
 * The balances the payroll system published, a row per employee and day (`Datum`, YYYY-MM-DD): the leave plugin shows
 * the vacation days left next to an application — the latest row whose `Datum` is today or earlier. Days left of paid
 * vacation = `SemBetTot − SemBetUtb` (saved: `SemSpaTot − SemSpaUtb`). A value the payroll system did not send is
 * null. Only these columns are promised.
 */
export interface BalancesReadModel {
  FtgId: string;
  AnstNr: string;
  Datum: string;
  SemBetTot: number | null;
  SemBetUtb: number | null;
  SemSpaTot: number | null;
  SemSpaUtb: number | null;
  KompSaldo: number | null;
  FlexSaldo: number | null;
}
export const BALANCES_READ_TABLE = 'payslips_balances';
