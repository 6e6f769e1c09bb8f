import { capturePush, createServerTester, DIALECTS } from '@lonna/server/testing';
import { startPdf } from '@lonna/core/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverHalf from '../../server';
import { replaceOcrPool } from '../../server/ocr/engine';
import { openBrowser, RECEIPT_CASES, renderReceipt } from '../support/receipts';

/** The server clock of these tests: fixed, never today's date. */
const NOW = new Date('2026-11-26T09:00:00Z');
const C1 = { 'dv-selected-company': '1001' };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
type Scan = { TransactionDate: string; Total: number | null; Tax: number | null; Currency: string; MerchantName: string; Read: boolean; KvittoId: string };

const taxi = RECEIPT_CASES.find((c) => c.name === 'taxi-sans')!;
let png: Buffer;
let pdf: Buffer;
beforeAll(async () => {
  const browser = await openBrowser();
  try {
    png = await renderReceipt(browser, taxi);
    const page = await browser.newPage({ viewport: { width: 520, height: 700 }, deviceScaleFactor: 1.5 });
    const { receiptHtml } = await import('../support/receipts');
    await page.setContent(receiptHtml(RECEIPT_CASES.find((c) => c.name === 'hotel-serif')!));
    const jpeg = await page.locator('body').screenshot({ type: 'jpeg', quality: 90 });
    // a scanned receipt as a phone's scanner app saves it: the photo as a JPEG in a PDF
    const p = startPdf('Skannat kvitto');
    p.doc.image(jpeg, p.left, 40, { width: 300 });
    p.doc.end();
    pdf = await p.done;
  } finally {
    await browser.close();
  }
}, 120_000);

const body = (bytes: Buffer, Type: string, FileName?: string) => ({ Content: bytes.toString('base64'), Type, ...(FileName ? { FileName } : {}) });

describe.each(DIALECTS)('POST /api/receipts/scan on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof createServerTester>>;
  let per: string;

  beforeAll(async () => {
    server = await createServerTester(dialect, { plugins: [serverHalf], now: () => NOW });
    per = await server.signInAs('PER', '1001');
  });
  afterAll(() => server.close());

  it('reads a photographed receipt off the event loop; a full pool answers 503 at once while /api/me still answers', async () => {
    await replaceOcrPool({ workers: 1, maxQueue: 0 });
    const frames = capturePush(server);
    const scanning = server.call('POST', '/api/receipts/scan', { cookie: per, headers: C1, body: body(png, 'image/png', 'taxi.png') });
    let done = false;
    void scanning.then(() => {
      done = true;
    });
    // wait until the first scan holds the only recognizer, then a second one is refused
    await new Promise((r) => setTimeout(r, 300));
    const busy = await server.call('POST', '/api/receipts/scan', { cookie: per, headers: C1, body: body(png, 'image/png') });
    expect(busy.statusCode, busy.body).toBe(503);
    expect(json<{ dvCode: number; message: string }>(busy)).toMatchObject({ dvCode: 50310, message: expect.stringContaining('upptagen') });
    const me = await server.call('GET', '/api/me', { cookie: per });
    expect(me.statusCode).toBe(200);
    expect(done).toBe(false);

    const res = await scanning;
    expect(res.statusCode, res.body).toBe(200);
    const scan = json<Scan>(res);
    expect(scan).toMatchObject({ TransactionDate: '2026-11-20', Total: 625, Tax: 35.38, Currency: 'SEK', MerchantName: 'Taxi Stockholm AB', Read: true });
    expect(scan.KvittoId).toMatch(/\S/);
    // the receipt is stored (the host's receipt kind): a line saved later points to it
    expect(frames).toEqual([]);
  }, 300_000);

  it('reads the photo inside a scanned PDF', async () => {
    await replaceOcrPool({ workers: 1, maxQueue: 2 });
    const res = await server.call('POST', '/api/receipts/scan', { cookie: per, headers: C1, body: body(pdf, 'application/pdf', 'hotell.pdf') });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Scan>(res)).toMatchObject({ TransactionDate: '2026-11-19', Total: 1295, Tax: 138.75, Read: true });
  }, 300_000);

  it('answers a PDF without a scanned image with nothing read (the user types the fields)', async () => {
    const p = startPdf('Digitalt kvitto');
    p.doc.text('Att betala 120,00');
    p.doc.end();
    const res = await server.call('POST', '/api/receipts/scan', { cookie: per, headers: C1, body: body(await p.done, 'application/pdf') });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Scan>(res)).toMatchObject({ Read: false, Total: null, TransactionDate: '' });
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const before = await server.snapshot();
    for (const [b, field] of [
      [{ Content: 'not base64!', Type: 'image/png' }, 'Content'],
      [{ Content: png.toString('base64'), Type: 'image/gif' }, 'Type'],
      // the bytes are no PNG (magic bytes): the host's file check
      [body(pdf, 'image/png'), 'Type'],
    ] as const) {
      const res = await server.call('POST', '/api/receipts/scan', { cookie: per, headers: C1, body: b });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<{ field: string }>(res).field).toMatch(new RegExp(field));
    }
    expect(await server.snapshot()).toBe(before);
  });

  it('needs the Plus licence, a company and a role with expenses (not BRU), and a session', async () => {
    const bru = await server.signInAs('BRU', '1001');
    expect((await server.call('POST', '/api/receipts/scan', { cookie: bru, headers: C1, body: body(png, 'image/png') })).statusCode).toBe(403);
    // 1003 has no Plus licence
    const ftg = await server.signInAs('FTG', '1003');
    const noPlus = await server.call('POST', '/api/receipts/scan', { cookie: ftg, headers: { 'dv-selected-company': '1003' }, body: body(png, 'image/png') });
    expect(noPlus.statusCode).toBe(403);
    expect((await server.call('POST', '/api/receipts/scan', { headers: C1, body: body(png, 'image/png') })).statusCode).toBe(401);
  });
});

afterAll(async () => {
  await (await replaceOcrPool({ workers: 1 })).close();
});
