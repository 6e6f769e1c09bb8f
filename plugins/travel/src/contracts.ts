import { Boolean as Bool, Literal, Null, Number as Num, Optional, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { defineEndpoint, FreeText } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';

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

export const travelAccess = {
  scan: scanners,
} as const;

// ---- limits ----
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const RECEIPT_MAX_BASE64 = Math.ceil(RECEIPT_MAX_BYTES / 3) * 4;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

// ---- models ----
const base64 = Str.withConstraint((s) => s.length <= RECEIPT_MAX_BASE64 || 'at most 10 MB').withConstraint(
  (s) => (s.length > 0 && s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s)) || 'base64 without a data: prefix',
);
/** spec §7 POST /receipts/scan: Content (base64), Type; FileName is ours (the stored receipt's name) */
export const ReceiptScanRequestModel = Rec({
  Content: base64,
  Type: Union(Literal('image/png'), Literal('image/jpeg'), Literal('application/pdf')),
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

/** dvCodes of this plugin: the OCR is busy (try again shortly) */
export const TRAVEL_CODES = { ocrBusy: 50310 } as const;
