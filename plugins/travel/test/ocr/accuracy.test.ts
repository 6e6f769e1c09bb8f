import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrPool, type OcrPool } from '../../server/ocr/engine';
import { parseReceipt } from '../../server/ocr/parse-receipt';
import { openBrowser, RECEIPT_CASES, renderReceipt } from '../support/receipts';

/**
 * The OCR's field accuracy on receipts the test renders itself (Chromium: varied fonts, layouts, noise, slight
 * rotation). Not timed. The figures go to the README (and to $OCR_ACCURACY_OUT as JSON when set, for the bench).
 */
const FIELDS = ['TransactionDate', 'Total', 'Tax', 'Currency', 'MerchantName'] as const;
type Field = (typeof FIELDS)[number];

describe('receipt OCR accuracy', () => {
  let pool: OcrPool;
  const images: Buffer[] = [];
  beforeAll(async () => {
    const browser = await openBrowser();
    try {
      for (const c of RECEIPT_CASES) images.push(await renderReceipt(browser, c));
    } finally {
      await browser.close();
    }
    pool = createOcrPool({ workers: 1, maxQueue: RECEIPT_CASES.length });
  }, 120_000);
  afterAll(() => pool?.close());

  it('reads the total, VAT, date, currency and merchant of most generated receipts', async () => {
    const right: Record<Field, number> = { TransactionDate: 0, Total: 0, Tax: 0, Currency: 0, MerchantName: 0 };
    const misses: string[] = [];
    for (const [i, c] of RECEIPT_CASES.entries()) {
      const ocr = await pool.recognize(images[i]!);
      const r = parseReceipt(ocr.text, { today: '2026-11-26', ocrConfidence: ocr.confidence });
      const ok: Record<Field, boolean> = {
        TransactionDate: r.TransactionDate === c.date,
        Total: r.Total === c.total,
        Tax: r.Tax === c.vat,
        Currency: r.Currency === c.currency,
        MerchantName: r.MerchantName.toLowerCase() === c.merchant.toLowerCase(),
      };
      for (const f of FIELDS) {
        if (ok[f]) right[f]++;
        else misses.push(`${c.name} ${f}: ${JSON.stringify(r[f])}`);
      }
    }
    const n = RECEIPT_CASES.length;
    const accuracy = Object.fromEntries(FIELDS.map((f) => [f, right[f] / n]));
    const all = FIELDS.reduce((s, f) => s + right[f], 0) / (n * FIELDS.length);
    console.log(`OCR field accuracy on ${n} generated receipts:`, JSON.stringify(accuracy), `all ${all.toFixed(2)}`, misses);
    if (process.env.OCR_ACCURACY_OUT) writeFileSync(process.env.OCR_ACCURACY_OUT, JSON.stringify({ receipts: n, accuracy, all, misses }, null, 2));
    // the money fields are what a claim is paid by: they must be read almost always
    expect(accuracy.Total).toBeGreaterThanOrEqual(0.9);
    expect(accuracy.Tax).toBeGreaterThanOrEqual(0.8);
    expect(accuracy.TransactionDate).toBeGreaterThanOrEqual(0.8);
    expect(all).toBeGreaterThanOrEqual(0.8);
  }, 600_000);
});
