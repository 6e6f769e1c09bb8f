import { Array as Arr, Boolean as Bool, Literal, Null, Number as Num, Optional, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { AnstNrModel, defineEndpoint, FreeText, IsoDate, RequiredText } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';
import {
  moneyUpTo,
  PER_DIEM_MAX_DAYS,
  PerDiemLegModel,
  PerDiemMealsModel,
  PerDiemNightModel,
  REPRESENTATION_TYPES,
} from '@lonna/plugin-compensations/contracts';

/**
 * The travel plugin's wire: one descriptor per call (path, method, models, access) — the client builds its queries
 * from them, the server binds its handlers to them, and the harness tests every one of them by itself.
 */

// ---- access: the plugin owns its routes and the rule of each ----
/**
 * spec §6: "Receipt scanning only when the HasPlus licence flag is true". Not for the care recipient (BRU has no
 * expenses of his own, as in compensations).
 */
const scanners: Access = { all: [{ plus: true }, { notRoles: ['BRU'] }] };

/** travel expense reports: compensations and the travel expense switch on; every role with expenses (not BRU) */
const travellers: Access = { all: [{ portal: 'EnableErsattningar' }, { portal: 'EnableReserakning' }, { notRoles: ['BRU'] }] };

/** the report's per diem: travel expense reports and the per diem switch */
const perDiemTravellers: Access = { all: [travellers, { portal: 'EnableTraktamente' }] };

export const travelAccess = {
  scan: scanners,
  TravelExpenses: { path: '/travelExpenses', access: travellers },
  perDiem: perDiemTravellers,
} as const;

// ---- limits ----
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const RECEIPT_MAX_BASE64 = Math.ceil(RECEIPT_MAX_BYTES / 3) * 4;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'image/heic', 'image/heif'] as const;

// ---- models ----
const base64 = Str.withConstraint((s) => s.length <= RECEIPT_MAX_BASE64 || 'at most 10 MB').withConstraint(
  (s) => (s.length > 0 && s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s)) || 'base64 without a data: prefix',
);
/** spec §7 POST /receipts/scan: Content (base64), Type; FileName is ours (the stored receipt's name) */
export const ReceiptScanRequestModel = Rec({
  Content: base64,
  /** HEIC/HEIF (a phone's photo) is converted to JPEG by the server before it is stored and read */
  Type: Union(Literal('image/png'), Literal('image/jpeg'), Literal('application/pdf'), Literal('image/heic'), Literal('image/heif')),
  FileName: Optional(FreeText(200)),
});
export type ReceiptScanRequest = Static<typeof ReceiptScanRequestModel>;

const conf = Num.withConstraint((n) => (n >= 0 && n <= 1) || '0–1');
/**
 * The spec's scan response (TransactionDate, Total, Tax, ReceiptTypeCronaStdText, Currency, MerchantName) with what we
 * add: the VAT rate, a confidence 0–1 per field, the OCR text, and the stored receipt (KvittoId) a saved line points to.
 */
export const ReceiptScanModel = Rec({
  /** YYYY-MM-DD, '' when none was read */
  TransactionDate: Str,
  Total: Union(Num, Null),
  Tax: Union(Num, Null),
  VatRate: Union(Num, Null),
  Currency: Str,
  MerchantName: Str,
  ReceiptTypeCronaStdText: Str,
  Confidence: Rec({ TransactionDate: conf, Total: conf, Tax: conf, Currency: conf, MerchantName: conf }),
  /** false: nothing could be read (a PDF without a scanned image) — the user types the fields */
  Read: Bool,
  Text: Str,
  KvittoId: Str,
  KvittoNamn: Str,
});
export type ReceiptScan = Static<typeof ReceiptScanModel>;

// ---- endpoints ----
export const travel = {
  /** spec §7: POST /receipts/scan — OCR of a photographed or scanned receipt */
  scan: defineEndpoint({
    id: 'travel.scan',
    method: 'POST',
    path: '/api/receipts/scan',
    body: ReceiptScanRequestModel,
    reply: ReceiptScanModel,
    access: scanners,
    bodyLimit: RECEIPT_MAX_BASE64 + 4096,
  }),
} as const;

// ---- travel expense reports ----
export const PURPOSE_MAX = 60;
export const DESTINATION_MAX = 120;
export const TEXT_MAX = 60;
export const AMOUNT_MAX = 1_000_000;
/** SEK first: the currencies a receipt line offers */
export const CURRENCIES = ['SEK', 'EUR', 'NOK', 'DKK', 'USD', 'GBP'] as const;
/** DRAFT in progress (lines change) → SUBMITTED completed (its compensations made, locked to it) → back to DRAFT */
export const REPORT_STATES = ['DRAFT', 'SUBMITTED'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** kronor and öre: compensations' published check (core's `hasAtMostDecimals`), one rule for every claim */
const money = moneyUpTo(AMOUNT_MAX);
/**
 * A Swedish wall-clock time of departure or return, YYYY-MM-DDTHH:MM. The model takes text; the handler checks the form
 * (`isWallClock`) after the employee's scope, so a caller outside the scope is refused as such whatever he sends.
 */
export const isWallClock = (s: string) => /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(s) && IsoDate.guard(s.slice(0, 10));

/** RECEIPT a receipt (out-of-pocket), MILEAGE a trip by car, PERDIEM the trip's per diem (at most one per report) */
export const LINE_KINDS = ['RECEIPT', 'MILEAGE', 'PERDIEM'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
/** the personal plugin's vehicle types: PRI own car, BEN/DIS company car on petrol/diesel, EL fully electric company car */
export const VEHICLE_TYPES = ['PRI', 'BEN', 'DIS', 'EL'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
const literals = <T extends string>(l: readonly T[]) => Union(...(l.map((v) => Literal(v)) as unknown as [ReturnType<typeof Literal<T>>]));

/** a per diem day as the report shows it: the amount and the rule that made it (compensations' per diem rules) */
/** `Skattepliktigt`: what a company rule pays above Skatteverket's tax-free amount of the day (part of Belopp) */
export const PerDiemDayModel = Rec({ Datum: Str, Landskod: Str, Belopp: Num, Skattepliktigt: Num, Regel: Str });
export type PerDiemDayLine = Static<typeof PerDiemDayModel>;

/**
 * The trip's per diem: the departure and return are the report's; the rest is compensations' per diem guide's answers
 * (more than 50 km away, abroad with the countries and when each was entered, the free meals per day, the nights
 * without paid lodging) — computed by compensations' published per diem rules.
 */
export const PerDiemLineInputModel = Rec({
  Over50km: Bool,
  Utrikes: Bool,
  Lander: Arr(PerDiemLegModel).withConstraint((l) => l.length <= 40 || 'at most 40 legs'),
  Maltider: Arr(PerDiemMealsModel).withConstraint((l) => l.length <= PER_DIEM_MAX_DAYS + 1 || 'one row per day'),
  Natter: Arr(PerDiemNightModel).withConstraint((l) => l.length <= PER_DIEM_MAX_DAYS || 'one row per night'),
});
export type PerDiemLineInput = Static<typeof PerDiemLineInputModel>;

export const TravelLineModel = Rec({
  Id: Str,
  Typ: literals(LINE_KINDS),
  Datum: Str,
  Text: Str,
  Leverantor: Str,
  /** in the receipt's currency, VAT included */
  Belopp: Num,
  Moms: Num,
  Valuta: Str,
  Valutakurs: Num,
  /** in SEK (what the compensation pays) */
  BeloppSek: Num,
  KvittoId: Str,
  KvittoNamn: Str,
  /** the compensation the line became when the report was submitted ('' before) */
  ErsattningId: Str,
  /** the compensation's status (time's vocabulary: OPEN, APPROVED, ATTESTED, LOCKED), '' before submitting */
  ErsattningStatus: Str,
  /** the spec's travel event fields: country (ISO alpha-2, '' none), visited person/company/place, goods group */
  Land: Str,
  BesoktPerson: Str,
  BesoktForetag: Str,
  BesoktPlats: Str,
  Varugrupp: Str,
  /** paid with the company's card: shown in the report, no out-of-pocket compensation */
  Foretagskort: Bool,
  /** representation: type ('' none), guests, the company's participants, how many */
  ReprTyp: Str,
  Gaster: Str,
  Deltagare: Str,
  ReprAntal: Num,
  /** mileage: vehicle type, meters or distance, the tax-free and the taxable part (SEK) */
  Fordon: Str,
  StartMatare: Union(Num, Null),
  SlutMatare: Union(Num, Null),
  Km: Num,
  Skattefritt: Num,
  Skattepliktigt: Num,
  /** per diem: day by day */
  Dagar: Arr(PerDiemDayModel),
  /** representation: the deductible part (with its deductible VAT) and the rest, in SEK (0 for other lines) */
  Avdragsgillt: Num,
  EjAvdragsgillt: Num,
  /** above the company's maximum representation per person: not reimbursed */
  EjErsatt: Num,
  /** per diem: the answers that made it (the dialog reopens with them); null for other lines */
  PerDiemSvar: Union(PerDiemLineInputModel, Null),
});
export type TravelLine = Static<typeof TravelLineModel>;

export const TravelReportModel = Rec({
  Id: Str,
  AnstNr: Str,
  Namn: Str,
  Syfte: Str,
  Resmal: Str,
  Avresa: Str,
  Hemkomst: Str,
  Status: Union(Literal('DRAFT'), Literal('SUBMITTED')),
  /** in SEK */
  Summa: Num,
  /** draft: lines change; submitted and none of its compensations approved yet: can be taken back */
  KanAndras: Bool,
  KanAterkallas: Bool,
  Rader: Arr(TravelLineModel),
});
export type TravelReport = Static<typeof TravelReportModel>;

export const TravelReportInputModel = Rec({
  /** '' = the caller's own employee */
  AnstNr: Union(AnstNrModel, Literal('')),
  Syfte: RequiredText(PURPOSE_MAX),
  Resmal: RequiredText(DESTINATION_MAX),
  Avresa: RequiredText(16),
  Hemkomst: RequiredText(16),
});
export type TravelReportInput = Static<typeof TravelReportInputModel>;

const currency = Union(...(CURRENCIES.map((c) => Literal(c)) as unknown as [ReturnType<typeof Literal<(typeof CURRENCIES)[number]>>]));
/** the travel event fields every line may carry (spec: country, visited person/company/place) */
const EventFields = {
  Land: Optional(FreeText(2)),
  BesoktPerson: Optional(FreeText(60)),
  BesoktForetag: Optional(FreeText(60)),
  BesoktPlats: Optional(FreeText(60)),
};
/** a receipt line: the fields as the user confirmed them after the scan */
export const TravelLineInputModel = Rec({
  ...EventFields,
  Varugrupp: Optional(FreeText(40)),
  Foretagskort: Optional(Bool),
  ReprTyp: Optional(Union(literals(REPRESENTATION_TYPES), Literal(''))),
  Gaster: Optional(FreeText(200)),
  Deltagare: Optional(FreeText(200)),
  ReprAntal: Optional(Num.withConstraint((n) => (Number.isInteger(n) && n >= 0 && n <= 1000) || 'whole people, 0–1000')),
  Datum: IsoDate,
  Text: RequiredText(TEXT_MAX),
  Leverantor: FreeText(60),
  Belopp: money,
  Moms: money,
  Valuta: currency,
  Valutakurs: Num.withConstraint((n) => (Number.isFinite(n) && n > 0 && n <= 10_000) || 'a positive rate'),
  /** the stored receipt the scan answered ('' none) */
  KvittoId: FreeText(64),
});
export type TravelLineInput = Static<typeof TravelLineInputModel>;

const meter = Num.withConstraint((n) => (Number.isInteger(n) && n >= 0 && n <= 9_999_999) || 'whole kilometres');
/** a trip by car: meters or a distance → compensations' mileage rules (the year's tax-free rate, the taxable part above) */
export const MileageLineInputModel = Rec({
  ...EventFields,
  Datum: IsoDate,
  /** the purpose of the drive */
  Text: RequiredText(TEXT_MAX),
  Fordon: literals(VEHICLE_TYPES),
  StartMatare: Union(meter, Null),
  SlutMatare: Union(meter, Null),
  Km: Union(meter, Null),
});
export type MileageLineInput = Static<typeof MileageLineInputModel>;

const Id = RequiredText(40);
const OkModel = Rec({ ok: Literal(true) });

export const travelExpenses = {
  list: defineEndpoint({
    id: 'travel.list',
    method: 'GET',
    path: '/api/travelExpenses',
    query: Rec({ AnstNr: Optional(AnstNrModel) }),
    reply: Arr(TravelReportModel),
    access: travellers,
  }),
  create: defineEndpoint({
    id: 'travel.create',
    method: 'POST',
    path: '/api/travelExpenses',
    body: TravelReportInputModel,
    reply: TravelReportModel,
    access: travellers,
  }),
  addLine: defineEndpoint({
    id: 'travel.addLine',
    method: 'POST',
    path: '/api/travelExpenses/:Id/lines',
    params: Rec({ Id }),
    body: TravelLineInputModel,
    reply: TravelReportModel,
    access: travellers,
  }),
  /** a trip by car in the report (its amount by compensations' mileage rules) */
  addMileage: defineEndpoint({
    id: 'travel.addMileage',
    method: 'POST',
    path: '/api/travelExpenses/:Id/mileage',
    params: Rec({ Id }),
    body: MileageLineInputModel,
    reply: TravelReportModel,
    access: travellers,
  }),
  /** the report's per diem (one; sent again it replaces the earlier), with the per diem switch on */
  setPerDiem: defineEndpoint({
    id: 'travel.setPerDiem',
    method: 'PUT',
    path: '/api/travelExpenses/:Id/perdiem',
    params: Rec({ Id }),
    body: PerDiemLineInputModel,
    reply: TravelReportModel,
    access: perDiemTravellers,
  }),
  removeLine: defineEndpoint({
    id: 'travel.removeLine',
    method: 'DELETE',
    path: '/api/travelExpenses/:Id/lines/:LineId',
    params: Rec({ Id, LineId: Id }),
    reply: TravelReportModel,
    access: travellers,
  }),
  remove: defineEndpoint({ id: 'travel.remove', method: 'DELETE', path: '/api/travelExpenses/:Id', params: Rec({ Id }), reply: OkModel, access: travellers }),
  /** completes the report: each line becomes a compensation (Origin TRAVEL, locked to the report) */
  submit: defineEndpoint({
    id: 'travel.submit',
    method: 'POST',
    path: '/api/travelExpenses/:Id/submit',
    params: Rec({ Id }),
    reply: TravelReportModel,
    access: travellers,
  }),
  /** takes a completed report back to in progress (its compensations removed) while none is approved yet */
  revert: defineEndpoint({
    id: 'travel.revert',
    method: 'POST',
    path: '/api/travelExpenses/:Id/revert',
    params: Rec({ Id }),
    reply: TravelReportModel,
    access: travellers,
  }),
} as const;

/** the push resource a report's change raises (the page reloads on it; compensations' resource too on submit/revert) */
export const TRAVEL_RESOURCE = 'travelExpenses';

/** dvCodes of this plugin: the OCR is busy (try again shortly) */
export const TRAVEL_CODES = { ocrBusy: 50310, notDraft: 40911, approved: 40912 } as const;
