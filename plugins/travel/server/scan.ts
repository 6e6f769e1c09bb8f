import { DV_CODES } from '@lonna/core/server';
import { swedishToday } from '@lonna/core/validation';
import { TRAVEL_CODES, travel, type ReceiptScan } from '../src/contracts';
import { handle, RECEIPT_KIND, type TravelCtx } from './db';
import { ocrPool, OcrBusyError } from './ocr/engine';
import { parseReceipt } from './ocr/parse-receipt';
import { receiptBytes } from '@lonna/plugin-compensations/receipts';
import { largestJpegInPdf } from './ocr/pdf-image';

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf', 'image/heic': 'heic', 'image/heif': 'heif' };

/** the stored receipt joins the clean-up job's list (./receipt-cleanup.ts); scanned again, its clock starts again */
async function noteScan(ctx: TravelCtx, KvittoId: string): Promise<void> {
  const ScannedAt = ctx.now().getTime();
  await ctx.db
    .insertInto('travel_scans')
    .values({ FtgId: ctx.companyId, KvittoId, ScannedAt })
    .onConflict((oc) => oc.columns(['FtgId', 'KvittoId']).doUpdateSet({ ScannedAt }))
    .execute();
}

/**
 * POST /api/receipts/scan: the host checks and stores the file (type, magic bytes, size — kind `receipt`, the same
 * bytes again give the same id), then the OCR pool reads it off the event loop and the parser picks the fields. A full
 * pool answers 503 at once. A scan stores its receipt even when no line is saved (the same bytes are not stored twice). The stored receipt's id comes back, so the line the user saves points to it.
 */
export const scanReceipt = handle(
  travel.scan,
  async ({ body }, ctx) => {
    // a phone's HEIC photo is stored and read as a JPEG, decoded in the host's worker pool (compensations' receipts)
    const upload = await receiptBytes(ctx, Buffer.from(body.Content, 'base64'), body.Type, body.FileName?.trim() || `kvitto.${EXT[body.Type]}`);
    if (!upload) return ctx.fail(400, DV_CODES.badInput, 'travel.errors.heic', {}, 'Content');
    const { bytes, type, name } = upload;
    const stored = await ctx.files.store(RECEIPT_KIND, { bytes, declaredType: type, fileName: name });
    const image = type === 'application/pdf' ? largestJpegInPdf(bytes) : bytes;
    const base = { KvittoId: stored.id, KvittoNamn: stored.file.fileName };
    await noteScan(ctx, stored.id);
    if (!image) {
      const none: ReceiptScan = {
        TransactionDate: '',
        Total: null,
        Tax: null,
        VatRate: null,
        Currency: 'SEK',
        MerchantName: '',
        ReceiptTypeCronaStdText: '',
        Confidence: { TransactionDate: 0, Total: 0, Tax: 0, Currency: 0, MerchantName: 0 },
        Read: false,
        Text: '',
        ...base,
      };
      return none;
    }
    let ocr: Awaited<ReturnType<ReturnType<typeof ocrPool>['recognize']>>;
    try {
      ocr = await ocrPool().recognize(image);
    } catch (e) {
      if (e instanceof OcrBusyError) ctx.fail(503, TRAVEL_CODES.ocrBusy, 'travel.errors.ocrBusy');
      throw e;
    }
    const parsed = parseReceipt(ocr.text, { today: swedishToday(ctx.now()), ocrConfidence: ocr.confidence });
    return { ...parsed, Read: true, Text: ocr.text.trim().slice(0, 4000), ...base };
    // no transaction around the seconds of OCR (SQLite would hold its write lock): the one write is the file's own
  },
  { transaction: 'manual' },
);
