import { DayStatusModel } from '@lonna/plugin-time/contracts';
import { Array as Arr, Boolean as Bool, Literal, Null, Number as Num, Optional, Partial, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { AnstNrModel, defineEndpoint, FreeText, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';
import { hasAtMostDecimals } from '@lonna/core/validation';

/**
 * The compensations plugin's wire: one descriptor per call (path, method, models, access). Field names follow the
 * spec's KalArt (Datum, LonKod, Text, Extratext, FromDatum, TomDatum, Antal, Belopp, Moms, Varugrupp, Brukare, ResEnhetN).
 */

// ---- access: the plugin owns its routes and the rule of each ----
/** compensations: every role but the care recipient (BRU has no claims of his own), with EnableErsattningar */
const claimants: Access = { all: [{ portal: 'EnableErsattningar' }, { notRoles: ['BRU'] }] };
const mileage: Access = { all: [claimants, { portal: 'EnableMilersattning' }] };
const outOfPocket: Access = { all: [claimants, { portal: 'EnableUtlagg' }] };
/** the per diem lookup (spec §7 GET /traktamente/{year}): per diem switched on */
const perDiem: Access = { all: [{ companySelected: true }, { portal: 'EnableTraktamente' }] };

export const compensationsAccess = {
  Compensations: { path: '/compensations', access: claimants },
  mileage,
  outOfPocket,
} as const;

// ---- limits ----
export const TEXT_MAX = 60;
export const EXTRATEXT_MAX = 200;
export const AMOUNT_MAX = 1_000_000;
export const QUANTITY_MAX = 100_000;
export const KM_MAX = 10_000;
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const RECEIPT_MAX_BASE64 = Math.ceil(RECEIPT_MAX_BYTES / 3) * 4;
/** SEK first: the currencies the out-of-pocket guide offers (any ISO 4217 code is accepted) */
export const CURRENCIES = ['SEK', 'EUR', 'NOK', 'DKK', 'USD', 'GBP'] as const;

// ---- models ----
/** the time plugin's status vocabulary: OPEN not approved · APPROVED · ATTESTED · LOCKED transferred to payroll */
export const CompensationStatusModel = DayStatusModel;
export type CompensationStatus = Static<typeof CompensationStatusModel>;
/** what made a compensation: typed in, a guide, a travel expense report or an import (only MANUAL is edited by hand) */
export const ORIGINS = ['MANUAL', 'MILEAGE', 'EXPENSE', 'PERDIEM', 'TRAVEL', 'IMPORT', 'REPRESENT'] as const;
export type Origin = (typeof ORIGINS)[number];
const OriginModel = Union(...(ORIGINS.map((o) => Literal(o)) as unknown as [ReturnType<typeof Literal<Origin>>]));
/** the kind of claim: ERS a compensation, UTLÄGG an out-of-pocket expense (receipt rule), MIL mileage, TRAKT per diem */
export const KINDS = ['ERS', 'UTLÄGG', 'MIL', 'TRAKT'] as const;
export type Kind = (typeof KINDS)[number];
const KindModel = Union(...(KINDS.map((k) => Literal(k)) as unknown as [ReturnType<typeof Literal<Kind>>]));

const money = (max: number) => Num.withConstraint((n) => (n >= 0 && n <= max && hasAtMostDecimals(n, 2)) || `0–${max}, two decimals`);
const currency = Union(...(CURRENCIES.map((c) => Literal(c)) as unknown as [ReturnType<typeof Literal<(typeof CURRENCIES)[number]>>]));
const dims = { ResEnhet1: Str, ResEnhet2: Str, ResEnhet3: Str, ResEnhet4: Str, ResEnhet5: Str, ResEnhet6: Str };

export const CompensationModel = Rec({
  Id: Str,
  AnstNr: Str,
  Namn: Str,
  Datum: Str,
  Typ: KindModel,
  LonKod: Str,
  Text: Str,
  Extratext: Str,
  FromDatum: Str,
  TomDatum: Str,
  Antal: Num,
  Belopp: Num,
  Moms: Num,
  Valuta: Str,
  Valutakurs: Num,
  Varugrupp: Str,
  Brukare: Str,
  ...dims,
  Status: CompensationStatusModel,
  Origin: OriginModel,
  GuideId: Str,
  KvittoId: Str,
  KvittoNamn: Str,
  /** decided by the server: OPEN and typed in by hand */
  KanAndras: Bool,
});
export type Compensation = Static<typeof CompensationModel>;

const base64 = Str.withConstraint((s) => s.length <= RECEIPT_MAX_BASE64 || 'at most 10 MB').withConstraint(
  (s) => (s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s)) || 'base64 without a data: prefix',
);
export const ReceiptUploadModel = Rec({
  Content: base64,
  /** HEIC/HEIF (a phone's photo) is stored as a JPEG (server/published/receipts.ts) */
  Type: Union(Literal('application/pdf'), Literal('image/png'), Literal('image/jpeg'), Literal('image/heic'), Literal('image/heif')),
  FileName: RequiredText(200),
});
export type ReceiptUpload = Static<typeof ReceiptUploadModel>;
export { fileToUpload, RECEIPT_ACCEPT, type ReceiptType } from './receipt-upload';

const code = FreeText(20);
const optDims = Partial({ Brukare: code, ResEnhet1: code, ResEnhet2: code, ResEnhet3: code, ResEnhet4: code, ResEnhet5: code, ResEnhet6: code });
/** '' = the caller's own employee */
const Employee = Union(AnstNrModel, Literal(''));
export const CompensationInputModel = Rec({
  AnstNr: Employee,
  Datum: IsoDate,
  Typ: Union(Literal('ERS'), Literal('UTLÄGG')),
  LonKod: RequiredText(10),
  Text: RequiredText(TEXT_MAX),
  Extratext: FreeText(EXTRATEXT_MAX),
  /** the period the compensation covers (optional) */
  FromDatum: Optional(IsoDate),
  TomDatum: Optional(IsoDate),
  Antal: money(QUANTITY_MAX),
  Belopp: money(AMOUNT_MAX),
  Moms: money(AMOUNT_MAX),
  Varugrupp: FreeText(40),
  /** a receipt sent with the row (optional; one can be added later) */
  Kvitto: Optional(Union(ReceiptUploadModel, Null)),
}).And(optDims);
export type CompensationInput = Static<typeof CompensationInputModel>;

export const VehicleModel = Rec({ Id: Str, RegNr: Str, Beskrivning: Str, Typ: Str, Matarstallning: Num });
export type Vehicle = Static<typeof VehicleModel>;

const km = Num.withConstraint((n) => (Number.isInteger(n) && n >= 0 && n <= 9_999_999) || 'whole kilometres');
export const MileageInputModel = Rec({
  AnstNr: Employee,
  Datum: IsoDate,
  /** a vehicle of the employee's register (the personal plugin) */
  FordonId: RequiredText(40),
  Resa: RequiredText(TEXT_MAX),
  StartMatare: Union(km, Null),
  SlutMatare: Union(km, Null),
  Km: Union(km, Null),
}).And(optDims);
export type MileageInput = Static<typeof MileageInputModel>;

export const ExpenseInputModel = Rec({
  AnstNr: Employee,
  Datum: IsoDate,
  Text: RequiredText(TEXT_MAX),
  /** the amount in the receipt's currency, VAT included */
  Belopp: money(AMOUNT_MAX),
  Moms: money(AMOUNT_MAX),
  Valuta: currency,
  /** SEK per unit of the currency (1 for SEK) */
  Valutakurs: Num.withConstraint((n) => (Number.isFinite(n) && n > 0 && n <= 10_000) || 'a positive rate'),
  Varugrupp: FreeText(40),
  Kvitto: Optional(Union(ReceiptUploadModel, Null)),
}).And(optDims);
export type ExpenseInput = Static<typeof ExpenseInputModel>;

export const GuideModel = Rec({
  Id: Str,
  Kind: Union(Literal('MILEAGE'), Literal('EXPENSE'), Literal('PERDIEM'), Literal('REPR')),
  AnstNr: Str,
  /** the guide's answers as it saved them (MileageInput or ExpenseInput without the file) */
  Input: Str,
});
export type Guide = Static<typeof GuideModel>;

export const TraktamenteModel = Rec({
  Ar: Num,
  Land: Str,
  Landskod: Str,
  Valuta: Str,
  Valutakod: Str,
  /** the full day (normalbelopp abroad, maximibelopp in Sweden), SEK */
  Heldag: Num,
  Halvdag: Num,
  Natt: Num,
  Efter3Man: Num,
  Efter2Ar: Num,
  MaltidsreduktionProcent: Rec({ Frukost: Num, LunchEllerMiddag: Num, LunchOchMiddag: Num, AllaMaltider: Num }),
  Kalla: Str,
});
export type Traktamente = Static<typeof TraktamenteModel>;

const CountModel = Rec({ Antal: Num, Belopp: Num });
/** the dashboard card: the caller's own claims in progress (not attested yet); for attesters the claims waiting */
export const SummaryModel = Rec({ Mina: CountModel, Vantar: Union(CountModel, Null) });
export type Summary = Static<typeof SummaryModel>;

const digits = Str.withConstraint((s) => /^\d{1,6}$/.test(s) || 'a number');
const Id = RequiredText(40);
const IdParams = Rec({ Id });
const ListQueryModel = Rec({ From: IsoDate, To: IsoDate, AnstNr: Optional(AnstNrModel), Page: Optional(digits), PerPage: Optional(digits) });
const OkModel = Rec({ ok: Literal(true) });

// ---- endpoints ----
export const compensations = {
  list: defineEndpoint({
    id: 'compensations.list',
    method: 'GET',
    path: '/api/compensations',
    query: ListQueryModel,
    reply: Arr(CompensationModel),
    access: claimants,
    paged: true,
  }),
  create: defineEndpoint({
    id: 'compensations.create',
    method: 'POST',
    path: '/api/compensations',
    body: CompensationInputModel,
    reply: CompensationModel,
    access: claimants,
    bodyLimit: RECEIPT_MAX_BASE64 + 8192,
  }),
  update: defineEndpoint({
    id: 'compensations.update',
    method: 'PUT',
    path: '/api/compensations/:Id',
    params: IdParams,
    body: CompensationInputModel,
    reply: CompensationModel,
    access: claimants,
    bodyLimit: RECEIPT_MAX_BASE64 + 8192,
  }),
  remove: defineEndpoint({ id: 'compensations.remove', method: 'DELETE', path: '/api/compensations/:Id', params: IdParams, reply: OkModel, access: claimants }),
  addReceipt: defineEndpoint({
    id: 'compensations.addReceipt',
    method: 'POST',
    path: '/api/compensations/:Id/receipt',
    params: IdParams,
    body: ReceiptUploadModel,
    reply: CompensationModel,
    access: claimants,
    bodyLimit: RECEIPT_MAX_BASE64 + 4096,
  }),
  /** the receipt file (a download path: without /api, spec §7) */
  receipt: defineEndpoint({
    id: 'compensations.receipt',
    method: 'GET',
    path: '/files/compensations/:Id/receipt',
    params: IdParams,
    reply: Str,
    access: claimants,
    raw: true,
  }),
  vehicles: defineEndpoint({
    id: 'compensations.vehicles',
    method: 'GET',
    path: '/api/compensations/vehicles',
    query: Rec({ AnstNr: Optional(AnstNrModel) }),
    reply: Arr(VehicleModel),
    access: mileage,
  }),
  guide: defineEndpoint({
    id: 'compensations.guide',
    method: 'GET',
    path: '/api/compensations/guides/:Id',
    params: IdParams,
    reply: GuideModel,
    access: claimants,
  }),
  mileage: defineEndpoint({
    id: 'compensations.mileage',
    method: 'POST',
    path: '/api/compensations/guides/mileage',
    body: MileageInputModel,
    reply: Arr(CompensationModel),
    access: mileage,
  }),
  reopenMileage: defineEndpoint({
    id: 'compensations.reopenMileage',
    method: 'PUT',
    path: '/api/compensations/guides/mileage/:Id',
    params: IdParams,
    body: MileageInputModel,
    reply: Arr(CompensationModel),
    access: mileage,
  }),
  expense: defineEndpoint({
    id: 'compensations.expense',
    method: 'POST',
    path: '/api/compensations/guides/expense',
    body: ExpenseInputModel,
    reply: Arr(CompensationModel),
    access: outOfPocket,
    bodyLimit: RECEIPT_MAX_BASE64 + 8192,
  }),
  reopenExpense: defineEndpoint({
    id: 'compensations.reopenExpense',
    method: 'PUT',
    path: '/api/compensations/guides/expense/:Id',
    params: IdParams,
    body: ExpenseInputModel,
    reply: Arr(CompensationModel),
    access: outOfPocket,
    bodyLimit: RECEIPT_MAX_BASE64 + 8192,
  }),
  summary: defineEndpoint({ id: 'compensations.summary', method: 'GET', path: '/api/compensations/summary', reply: SummaryModel, access: claimants }),
  /** spec §7: GET /traktamente/{year} with Land, Landskod, Valuta, Valutakod — the year's per diem of a country */
  traktamente: defineEndpoint({
    id: 'compensations.traktamente',
    method: 'GET',
    path: '/api/traktamente/:year',
    params: Rec({ year: Str.withConstraint((s) => /^\d{4}$/.test(s) || 'a year') }),
    query: Partial({ Land: FreeText(60), Landskod: FreeText(3), Valuta: FreeText(40), Valutakod: FreeText(3) }),
    reply: TraktamenteModel,
    access: perDiem,
  }),
} as const;

/** the push resource a change raises (the page and the dashboard card reload on it) */
export const COMPENSATIONS_RESOURCE = 'compensations';
/** dvCodes of this plugin: the spec's "travel rule missing" and a locked compensation */
export const COMPENSATIONS_CODES = { travelRuleMissing: 40420, locked: 40910 } as const;

// ---- the per diem and representation guides (issue 19: the guides' half) ----
/** the per diem guide: claimants with per diem switched on */
const perDiemGuide: Access = { all: [claimants, { portal: 'EnableTraktamente' }] };
/** the representation guide: claimants with representation switched on */
const representationGuide: Access = { all: [claimants, { portal: 'EnableRepresentation' }] };
export const guidesAccess = { perDiem: perDiemGuide, representation: representationGuide } as const;

/**
 * A Swedish wall-clock moment 'YYYY-MM-DDTHH:mm' and an ISO 3166-1 alpha-2 country code (Skatteverket's Landskod; SE =
 * Sweden): bounded text on the wire, checked by the handler after whose claim it is (src/rules/per-diem-guide.ts
 * `isWallClock`, `isCountryCode`), so a call about another employee is refused as such, whatever its times.
 */
const WallClock = FreeText(16);
const CountryCode = FreeText(2);
/** the longest trip the guide takes (Skatteverket's 2-year rule needs the stay's start, not a longer claim) */
export const PER_DIEM_MAX_DAYS = 92;
export const PerDiemLegModel = Rec({ Fran: WallClock, Landskod: CountryCode });
export const PerDiemMealsModel = Rec({ Datum: IsoDate, Frukost: Bool, Lunch: Bool, Middag: Bool });
export const PerDiemNightModel = Rec({ Datum: IsoDate, LogiBetald: Bool });
export const PerDiemInputModel = Rec({
  AnstNr: Employee,
  /** departure and return, Swedish wall clock */
  Avresa: WallClock,
  AvresaOrt: RequiredText(TEXT_MAX),
  Hemkomst: WallClock,
  /** the destination and the errand: the compensations' text */
  Resmal: RequiredText(TEXT_MAX),
  /** the destination is more than 50 km from both the usual workplace and the home */
  Over50km: Bool,
  Utrikes: Bool,
  /** abroad: where the traveller is from when (the first leg starts at the departure) */
  Lander: Arr(PerDiemLegModel).withConstraint((l) => l.length <= 40 || 'at most 40 legs'),
  /** the meals provided free, per day */
  Maltider: Arr(PerDiemMealsModel).withConstraint((l) => l.length <= PER_DIEM_MAX_DAYS + 1 || 'one row per day'),
  /** per night (dated by its evening): lodging paid by the employer or not */
  Natter: Arr(PerDiemNightModel).withConstraint((l) => l.length <= PER_DIEM_MAX_DAYS || 'one row per night'),
  /** the first day at this place when the stay began before this trip (3-month and 2-year rules) */
  VistelseStart: Optional(IsoDate),
}).And(optDims);
export type PerDiemInput = Static<typeof PerDiemInputModel>;

export const REPRESENTATION_TYPES = ['INT', 'ENK', 'EXTFR', 'EXTLUMI', 'GAVA'] as const;
export type RepresentationType = (typeof REPRESENTATION_TYPES)[number];
const RepresentationTypeModel = Union(...(REPRESENTATION_TYPES.map((r) => Literal(r)) as unknown as [ReturnType<typeof Literal<RepresentationType>>]));
export const RepresentationInputModel = Rec({
  AnstNr: Employee,
  Datum: IsoDate,
  Typ: RepresentationTypeModel,
  /** the occasion and its purpose */
  Text: RequiredText(TEXT_MAX),
  /** the guests (names and companies) and the company's own participants, as the receipt's reverse side would say */
  Gaster: FreeText(EXTRATEXT_MAX),
  Deltagare: FreeText(EXTRATEXT_MAX),
  /** how many people took part (a gift: how many received one) */
  Antal: Num.withConstraint((n) => (Number.isInteger(n) && n >= 1 && n <= 1000) || 'whole people, 1–1000'),
  /** the receipt's amount, VAT included, and its VAT (SEK) */
  Belopp: money(AMOUNT_MAX),
  Moms: money(AMOUNT_MAX),
  Kvitto: Optional(Union(ReceiptUploadModel, Null)),
}).And(optDims);
export type RepresentationInput = Static<typeof RepresentationInputModel>;

export const compensationGuides = {
  perDiem: defineEndpoint({
    id: 'compensations.perDiem',
    method: 'POST',
    path: '/api/compensations/guides/perdiem',
    body: PerDiemInputModel,
    reply: Arr(CompensationModel),
    access: perDiemGuide,
  }),
  reopenPerDiem: defineEndpoint({
    id: 'compensations.reopenPerDiem',
    method: 'PUT',
    path: '/api/compensations/guides/perdiem/:Id',
    params: IdParams,
    body: PerDiemInputModel,
    reply: Arr(CompensationModel),
    access: perDiemGuide,
  }),
  representation: defineEndpoint({
    id: 'compensations.representation',
    method: 'POST',
    path: '/api/compensations/guides/representation',
    body: RepresentationInputModel,
    reply: Arr(CompensationModel),
    access: representationGuide,
    bodyLimit: RECEIPT_MAX_BASE64 + 8192,
  }),
  reopenRepresentation: defineEndpoint({
    id: 'compensations.reopenRepresentation',
    method: 'PUT',
    path: '/api/compensations/guides/representation/:Id',
    params: IdParams,
    body: RepresentationInputModel,
    reply: Arr(CompensationModel),
    access: representationGuide,
    bodyLimit: RECEIPT_MAX_BASE64 + 8192,
  }),
} as const;

// ---- the company's travel rules (reseregler): the models, and the rule in force for the live previews ----
const finite = Num.withConstraint((n) => (Number.isFinite(n) && Math.abs(n) <= 1_000_000) || 'a number');
const whole = Num.withConstraint((n) => (Number.isInteger(n) && n >= 0 && n <= 1200) || 'a whole number 0–1200');
export const TRAVEL_RULE_MAX_INTERVALS = 10;
export const RULESET_MAX = 60;
export const TravelRuleIntervalModel = Rec({
  Nr: whole,
  FranManad: finite,
  TillManad: Union(finite, Null),
  Heldag: finite,
  Halvdag: finite,
});
/** a company's rule as the administrators write it (src/travel-rules-contracts.ts) and the calculation reads it */
export const TravelRuleInputModel = Rec({
  GiltigFran: IsoDate,
  Regelverk: RequiredText(RULESET_MAX),
  Intervall: Arr(TravelRuleIntervalModel).withConstraint((l) => l.length <= TRAVEL_RULE_MAX_INTERVALS || `at most ${TRAVEL_RULE_MAX_INTERVALS} intervals`),
  Natt: finite,
  MaxRepresentation: finite,
  /** HH:mm: a departure before it makes the first day a full day */
  AvresaFore: FreeText(5),
  /** HH:mm: a return after it makes the last day a full day */
  HemkomstEfter: FreeText(5),
  HalvdagTimmar: finite,
});
export type TravelRuleInput = Static<typeof TravelRuleInputModel>;
/** a row of a company's imported per diem table (src/rules/imported-rates.ts): Belopp null = a cross-reference to Se */
export const ImportedRateModel = Rec({ Land: Str, Landskod: Str, Belopp: Union(Num, Null), Se: Str });
/**
 * What the per diem of a trip departing on a date is computed with besides the shipped tables: the company's rule in
 * force (null: Skatteverket's rules of the year) and the company's imported per diem table of the date's year ([]: none).
 */
export const TravelRuleInForceModel = Rec({ Datum: Str, Regel: Union(TravelRuleInputModel, Null), Tabell: Arr(ImportedRateModel) });
export type TravelRuleInForce = Static<typeof TravelRuleInForceModel>;
export const perDiemRules = {
  /**
   * The rule in force on a date (a trip's departure, a representation's day) for whoever may claim per diem or
   * representation — the per diem guide's summary, a travel report's per diem dialog and the representation guide's split
   * compute their preview with it, as the server computes the stored amounts. Read-only,
   * the caller's company only; the administrators' list and its audit trail stay theirs (src/travel-rules-contracts.ts).
   */
  inForce: defineEndpoint({
    id: 'compensations.travelRuleInForce',
    method: 'GET',
    path: '/api/compensations/travelRule',
    query: Rec({ Datum: IsoDate }),
    reply: TravelRuleInForceModel,
    // the per diem previews and the representation guide's (the company's maximum per person)
    access: { all: [claimants, { any: [{ portal: 'EnableTraktamente' }, { portal: 'EnableRepresentation' }] }] },
  }),
} as const;

// ---- the company's settings and imported per diem tables (issue 19: the guides' half) ----
/** the company's compensation settings and rate tables: the company administrators (LIC, ADM, FTG) */
const settingsAdmins: Access = { all: [{ companySelected: true }, { roles: ['LIC', 'ADM', 'FTG'] }, { portal: 'EnableErsattningar' }] };
const rateImporters: Access = { all: [settingsAdmins, { portal: 'EnableTraktamente' }] };
export const settingsAccess = {
  CompensationsSettings: { path: '/compensations/settings', access: settingsAdmins },
  rates: rateImporters,
} as const;

const payCodeField = RequiredText(10);
export const SettingsModel = Rec({
  /** SEK per mil the company pays for an own car; 0 = the tax-free rate */
  MilErsattning: Num,
  LonKodMil: Str,
  LonKodMilSkattepliktig: Str,
  LonKodUtlagg: Str,
  LonKodTraktInrikes: Str,
  LonKodTraktUtrikes: Str,
  LonKodRepresentation: Str,
  /** per diem above Skatteverket's tax-free amount (a company travel rule that pays more) */
  LonKodTraktSkattepliktig: Str,
});
export type Settings = Static<typeof SettingsModel>;
export const SettingsInputModel = Rec({
  MilErsattning: money(1000),
  LonKodMil: payCodeField,
  LonKodMilSkattepliktig: payCodeField,
  LonKodUtlagg: payCodeField,
  LonKodTraktInrikes: payCodeField,
  LonKodTraktUtrikes: payCodeField,
  LonKodRepresentation: payCodeField,
  LonKodTraktSkattepliktig: payCodeField,
});
export const RATE_CSV_MAX = 100_000;
export const RateImportModel = Rec({
  Csv: Str.withConstraint((s) => (s.length > 0 && s.length <= RATE_CSV_MAX) || `a CSV file of at most ${RATE_CSV_MAX} characters`),
});
export const RateTableModel = Rec({ Ar: Num, Antal: Num, ImportedAt: Num, ImportedBy: Str });
export type RateTable = Static<typeof RateTableModel>;
const YearParams = Rec({ year: Str.withConstraint((s) => (/^\d{4}$/.test(s) && Number(s) >= 2000 && Number(s) <= 2100) || 'a year') });

export const compensationSettings = {
  settings: defineEndpoint({ id: 'compensations.settings', method: 'GET', path: '/api/compensations/settings', reply: SettingsModel, access: settingsAdmins }),
  saveSettings: defineEndpoint({
    id: 'compensations.saveSettings',
    method: 'PUT',
    path: '/api/compensations/settings',
    body: SettingsInputModel,
    reply: SettingsModel,
    access: settingsAdmins,
  }),
  rateTables: defineEndpoint({
    id: 'compensations.rateTables',
    method: 'GET',
    path: '/api/compensations/rates',
    reply: Arr(RateTableModel),
    access: rateImporters,
  }),
  importRates: defineEndpoint({
    id: 'compensations.importRates',
    method: 'PUT',
    path: '/api/compensations/rates/:year',
    params: YearParams,
    body: RateImportModel,
    reply: RateTableModel,
    access: rateImporters,
    bodyLimit: RATE_CSV_MAX * 4 + 4096,
  }),
  removeRates: defineEndpoint({
    id: 'compensations.removeRates',
    method: 'DELETE',
    path: '/api/compensations/rates/:year',
    params: YearParams,
    reply: OkModel,
    access: rateImporters,
  }),
} as const;

// ---- published for other plugins (issue 19: compensations ↔ travel) ----
/** the wire's amount check (kronor and öre, core's `hasAtMostDecimals`): one rule for every plugin that sends claims */
export const moneyUpTo = money;

/**
 * The table `compensations` as another plugin writes it (a travel expense report's lines become claims): this
 * plugin's published write model. A writer inserts rows with its own `Origin` and `GuideId` (its document's id) and
 * deletes only those, in the same transaction as its own change, then publishes `COMPENSATIONS_RESOURCE`; rows are
 * built with `newClaim`/`mileageClaims`/`perDiemClaims` of `@lonna/plugin-compensations/claims` so the pay codes and the
 * rules are the ones of this plugin. The attest half (ApprovedBy…ExportedAt) is this plugin's own.
 */
export interface CompensationsWriteModel {
  Id: string;
  FtgId: string;
  AnstNr: string;
  Datum: string;
  Typ: Kind;
  LonKod: string;
  Text: string;
  Extratext: string;
  FromDatum: string;
  TomDatum: string;
  Antal: number;
  Belopp: number;
  Moms: number;
  Valuta: string;
  Valutakurs: number;
  Varugrupp: string;
  Brukare: string;
  ResEnhet1: string;
  ResEnhet2: string;
  ResEnhet3: string;
  ResEnhet4: string;
  ResEnhet5: string;
  ResEnhet6: string;
  Status: CompensationStatus;
  Origin: Origin;
  GuideId: string;
  KvittoId: string;
  KvittoNamn: string;
  CreatedBy: string;
  CreatedAt: number;
  UpdatedAt: number;
}
export const COMPENSATIONS_TABLE = 'compensations';
