import { chromium, type Browser } from 'playwright-core';

/**
 * Receipts the tests make themselves: Swedish till receipts as HTML, rendered in headless Chromium to PNG with varied
 * fonts, layouts, noise and a slight rotation. Each carries the truth the OCR should find.
 */
export interface ReceiptCase {
  name: string;
  merchant: string;
  /** the date as printed, and what it means */
  printedDate: string;
  date: string;
  /** the lines above the total: [text, amount as printed] */
  lines: [string, string][];
  totalLabel: string;
  total: number;
  vatLabel: string;
  vat: number;
  vatRate: number;
  currency: string;
  font: string;
  size: number;
  rotate: number;
  noise: number;
}

const kr = (n: number) => n.toFixed(2).replace('.', ',');

export const RECEIPT_CASES: ReceiptCase[] = [
  {
    name: 'ica-mono',
    merchant: 'ICA Supermarket Solna',
    printedDate: '2026-11-20 14:32',
    date: '2026-11-20',
    lines: [
      ['Kaffe bryggmalet', '59,90'],
      ['Kanelbulle 4-p', '35,00'],
    ],
    totalLabel: 'Att betala',
    total: 94.9,
    vatLabel: 'Moms 12%',
    vat: 10.17,
    vatRate: 12,
    currency: 'SEK',
    font: 'DejaVu Sans Mono',
    size: 18,
    rotate: 0,
    noise: 0,
  },
  {
    name: 'taxi-sans',
    merchant: 'Taxi Stockholm AB',
    printedDate: '20.11.26',
    date: '2026-11-20',
    lines: [['Resa Arlanda - City', '625,00']],
    totalLabel: 'Totalt SEK',
    total: 625,
    vatLabel: 'Moms 6%',
    vat: 35.38,
    vatRate: 6,
    currency: 'SEK',
    font: 'DejaVu Sans',
    size: 18,
    rotate: 0.6,
    noise: 0.02,
  },
  {
    name: 'hotel-serif',
    merchant: 'Hotell Norrland',
    printedDate: '2026-11-19',
    date: '2026-11-19',
    lines: [
      ['Logi 1 natt', '1 150,00'],
      ['Frukost', '145,00'],
    ],
    totalLabel: 'Summa',
    total: 1295,
    vatLabel: 'Moms 12%',
    vat: 138.75,
    vatRate: 12,
    currency: 'SEK',
    font: 'DejaVu Serif',
    size: 19,
    rotate: -0.5,
    noise: 0,
  },
  {
    name: 'restaurant-condensed',
    merchant: 'Restaurang Kajen',
    printedDate: '18/11',
    date: '2026-11-18',
    lines: [
      ['Dagens lunch', '129,00'],
      ['Lättöl', '39,00'],
    ],
    totalLabel: 'Att betala',
    total: 168,
    vatLabel: 'Moms 12%',
    vat: 18,
    vatRate: 12,
    currency: 'SEK',
    font: 'DejaVu Sans Condensed',
    size: 19,
    rotate: 0.3,
    noise: 0.03,
  },
  {
    name: 'fuel-bold',
    merchant: 'Circle K Uppsala',
    printedDate: '2026-11-17 07:05',
    date: '2026-11-17',
    lines: [['Diesel 42,10 l', '823,46']],
    totalLabel: 'Totalt',
    total: 823.46,
    vatLabel: 'Moms 25%',
    vat: 164.69,
    vatRate: 25,
    currency: 'SEK',
    font: 'DejaVu Sans',
    size: 18,
    rotate: -0.8,
    noise: 0.01,
  },
  {
    name: 'parking-mono',
    merchant: 'Aimo Park',
    printedDate: '16.11.2026',
    date: '2026-11-16',
    lines: [['Parkering 3 h', '90,00']],
    totalLabel: 'Summa SEK',
    total: 90,
    vatLabel: 'Varav moms 25%',
    vat: 18,
    vatRate: 25,
    currency: 'SEK',
    font: 'DejaVu Sans Mono',
    size: 17,
    rotate: 0.9,
    noise: 0.02,
  },
  {
    name: 'train-serif',
    merchant: 'SJ AB',
    printedDate: '2026-11-15',
    date: '2026-11-15',
    lines: [['Stockholm C - Göteborg C', '745,00']],
    totalLabel: 'Totalt att betala',
    total: 745,
    vatLabel: 'Moms 6 %',
    vat: 42.17,
    vatRate: 6,
    currency: 'SEK',
    font: 'DejaVu Serif Condensed',
    size: 19,
    rotate: 0,
    noise: 0.015,
  },
  {
    name: 'oslo-eur',
    merchant: 'Café Bremen',
    printedDate: '14.11.2026',
    date: '2026-11-14',
    lines: [
      ['Cappuccino', '4,20'],
      ['Croissant', '3,10'],
    ],
    totalLabel: 'Summa EUR',
    total: 7.3,
    vatLabel: 'MwSt 7%',
    vat: 0.48,
    vatRate: 7,
    currency: 'EUR',
    font: 'DejaVu Sans',
    size: 18,
    rotate: 0.4,
    noise: 0,
  },
  {
    name: 'bookshop-light',
    merchant: 'Akademibokhandeln',
    printedDate: '2026-11-13 16:48',
    date: '2026-11-13',
    lines: [['Skattebok 2026', '349,00']],
    totalLabel: 'Att betala',
    total: 349,
    vatLabel: 'Moms 6%',
    vat: 19.75,
    vatRate: 6,
    currency: 'SEK',
    font: 'DejaVu Sans Light',
    size: 19,
    rotate: -0.3,
    noise: 0.025,
  },
  {
    name: 'hardware-mono',
    merchant: 'Clas Ohlson Malmö',
    printedDate: '2026-11-12',
    date: '2026-11-12',
    lines: [
      ['Förlängningskabel', '199,00'],
      ['Batterier AA 10-p', '89,90'],
    ],
    totalLabel: 'Totalt SEK',
    total: 288.9,
    vatLabel: 'Moms 25%',
    vat: 57.78,
    vatRate: 25,
    currency: 'SEK',
    font: 'DejaVu Sans Mono',
    size: 18,
    rotate: 0.7,
    noise: 0.03,
  },
];

/** the receipt as a page: a paper strip with the shop, the lines, the total and the VAT; noise as grey specks */
export function receiptHtml(c: ReceiptCase, seed = 1): string {
  let s = seed;
  const rnd = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  const specks = Array.from({ length: Math.round(c.noise * 4000) }, () => {
    const x = Math.round(rnd() * 420);
    const y = Math.round(rnd() * 640);
    const g = 90 + Math.round(rnd() * 120);
    return `<i style="left:${x}px;top:${y}px;background:rgb(${g},${g},${g})"></i>`;
  }).join('');
  const row = (a: string, b: string, strong = false) => `<div class="r${strong ? ' b' : ''}"><span>${a}</span><span>${b}</span></div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body{margin:0;background:#fff}
    #p{position:relative;width:420px;padding:28px 30px;background:#fff;color:#111;font-family:'${c.font}';font-size:${c.size}px;
       line-height:1.5;transform:rotate(${c.rotate}deg);transform-origin:center}
    .c{text-align:center}.r{display:flex;justify-content:space-between}.b{font-weight:bold}
    hr{border:0;border-top:2px dashed #333}
    i{position:absolute;width:2px;height:2px}
  </style></head><body><div id="p">
    <div class="c b">${c.merchant}</div>
    <div class="c">Org.nr 556123-4567</div>
    <div class="c">${c.printedDate}</div>
    <hr>
    ${c.lines.map(([a, b]) => row(a, b)).join('')}
    <hr>
    ${row(c.totalLabel, kr(c.total), true)}
    ${row(c.vatLabel, kr(c.vat))}
    ${row('Netto', kr(Math.round((c.total - c.vat) * 100) / 100))}
    <hr>
    <div class="c">Tack för besöket!</div>
    ${specks}
  </div></body></html>`;
}

/** Chromium from the system (Debian's), as the e2e suite uses it */
export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
}

/** one receipt as PNG bytes */
export async function renderReceipt(browser: Browser, c: ReceiptCase, seed = 1): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 520, height: 700 }, deviceScaleFactor: 1.5 });
  try {
    await page.setContent(receiptHtml(c, seed));
    return await page.locator('body').screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}
