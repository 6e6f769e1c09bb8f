import { SWEDISH_VAT_RATES } from './vat-rates';

/**
 * Reads the fields of a receipt from its OCR text: a pure function (no I/O), so every rule is a table test. Each field
 * carries a confidence 0–1: how sure the rule that found it is (a labelled total beats the largest amount), times the
 * OCR's own confidence of the page.
 */
export interface ParsedReceipt {
  /** YYYY-MM-DD, '' when none */
  TransactionDate: string;
  Total: number | null;
  Tax: number | null;
  VatRate: number | null;
  /** ISO 4217 */
  Currency: string;
  MerchantName: string;
  /** the kind of expense in the payroll's standard words (Taxi, Logi, Måltid …), '' when unknown */
  ReceiptTypeCronaStdText: string;
  Confidence: { TransactionDate: number; Total: number; Tax: number; Currency: number; MerchantName: number };
}

export interface ParseOptions {
  /** today (Swedish day) — a date without a year is the latest such day not after it */
  today: string;
  /** the OCR's confidence of the page, 0–100 (100 when the text is exact, e.g. a PDF's text) */
  ocrConfidence?: number;
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

// ---- dates ----
const pad = (n: number) => String(n).padStart(2, '0');
function validDay(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCMonth() === m - 1 ? `${y}-${pad(m)}-${pad(d)}` : null;
}
const century = (yy: number) => 2000 + yy;

interface DateHit {
  iso: string;
  strength: number;
  at: number;
  length: number;
}
/** every date on a line, with how sure its format is (a four-digit year first) */
function datesIn(line: string, today: string): DateHit[] {
  const hits: DateHit[] = [];
  const push = (iso: string | null, strength: number, m: RegExpExecArray) => {
    if (iso) hits.push({ iso, strength, at: m.index, length: m[0].length });
  };
  const taken = (m: RegExpExecArray) => hits.some((h) => m.index < h.at + h.length && h.at < m.index + m[0].length);
  let m: RegExpExecArray | null;
  // 2026-11-20, 2026.11.20, 2026/11/20, 20261120
  const ymd = /(?<!\d)(20\d{2})[-./ ]?([01]\d)[-./ ]?([0-3]\d)(?!\d)/g;
  while ((m = ymd.exec(line))) push(validDay(+m[1]!, +m[2]!, +m[3]!), 0.95, m);
  // 20.11.2026, 20/11/2026, 20-11-2026
  const dmy4 = /(?<!\d)([0-3]?\d)[./-]([01]?\d)[./-](20\d{2})(?!\d)/g;
  while ((m = dmy4.exec(line))) if (!taken(m)) push(validDay(+m[3]!, +m[2]!, +m[1]!), 0.9, m);
  // 26-11-20 (Swedish short ISO), 20.11.26 and 20/11/26 (day first)
  const short = /(?<!\d)(\d{2})([./-])(\d{2})\2(\d{2})(?!\d)/g;
  while ((m = short.exec(line))) {
    if (taken(m)) continue;
    const [a, sep, b, c] = [+m[1]!, m[2]!, +m[3]!, +m[4]!];
    push(sep === '-' ? validDay(century(a), b, c) : validDay(century(c), b, a), 0.7, m);
  }
  // 20/11 or 20.11 without a year: the latest such day not after today (not an amount: no decimals follow)
  const dm = /(?<![\d,.])([0-3]?\d)\/([01]?\d)(?![\d/])/g;
  while ((m = dm.exec(line))) {
    if (taken(m)) continue;
    const year = +today.slice(0, 4);
    const iso = validDay(year, +m[2]!, +m[1]!);
    push(iso && iso > today ? validDay(year - 1, +m[2]!, +m[1]!) : iso, 0.5, m);
  }
  return hits;
}

// ---- amounts ----
/** 1 150,00 · 1.150,00 · 94,90 · 94.90 (two decimals: a receipt's amounts always have them) */
const AMOUNT = /(?<![\d,.])(-?\d{1,3}(?:[  .]\d{3})+|-?\d+)\s?[,.]\s?(\d{2})(?![\d%])/g;
function amountsIn(line: string, skip: DateHit[]): number[] {
  const out: number[] = [];
  for (const m of line.matchAll(AMOUNT)) {
    const at = m.index ?? 0;
    if (skip.some((h) => at < h.at + h.length && h.at < at + m[0].length)) continue;
    const whole = m[1]!.replace(/[  .]/g, '');
    out.push(Number(`${whole}.${m[2]}`));
  }
  return out;
}

const TOTAL_LABELS: [RegExp, number][] = [
  [/att\s*betala|totalt?\s*att\s*betala|to\s*pay/, 0.95],
  [/\btotal(t|belopp)?\b|\bsumma\b|\bsum\b|\bbetalt\b|\bkortbetalning\b|\bkort\b|\bbelopp\b|\bgesamt\b|\bsumme\b/, 0.85],
];
const NOT_TOTAL = /moms|mwst|vat|tva|netto|exkl|delsumma|rabatt|vaxel|kontant tillbaka/;
const VAT_LABEL = /moms|mwst|\bvat\b|\btva\b|\bmva\b/;
const RATE = /(\d{1,2}(?:[,.]\d{1,2})?)\s?%/;

const CURRENCIES: [RegExp, string][] = [
  [/\bsek\b/, 'SEK'],
  [/\beur\b|€|euro/, 'EUR'],
  [/\bnok\b/, 'NOK'],
  [/\bdkk\b/, 'DKK'],
  [/\busd\b|\$/, 'USD'],
  [/\bgbp\b|£/, 'GBP'],
  [/\bkr\b|\bkronor\b/, 'SEK'],
];

/** the payroll's standard words for a receipt's kind, by what it says */
const KINDS: [RegExp, string][] = [
  [/taxi|uber|bolt/, 'Taxi'],
  [/hotell|hotel|\blogi\b|vandrarhem|scandic|\belite\b/, 'Logi'],
  [/restaurang|cafe|kafe|lunch|middag|pizzeria|bistro|krog/, 'Måltid'],
  [/diesel|bensin|drivmedel|circle k|\bpreem\b|\bokq8\b|\bingo\b|\bst1\b/, 'Drivmedel'],
  [/parkering|parking|easypark|aimo|apcoa/, 'Parkering'],
  [/\bsj\b|\btag(et)?\b|biljett|\bsl\b|\bflyg|\bsas\b|norwegian|\bbuss\b|\bresa\b/, 'Resa'],
];

const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number) => Math.max(0, Math.min(1, round2(n)));

export function parseReceipt(text: string, opts: ParseOptions): ParsedReceipt {
  const ocr = Math.max(0, Math.min(100, opts.ocrConfidence ?? 100)) / 100;
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/[|¦]/g, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const folded = lines.map(fold);

  // date: the strongest, then the first
  let date: DateHit | null = null;
  const datesPerLine = lines.map((l) => datesIn(l, opts.today));
  for (const hits of datesPerLine) for (const h of hits) if (!date || h.strength > date.strength) date = h;

  // total: the strongest label; its amount is the line's last (or the next line's first)
  let total: number | null = null;
  let totalStrength = 0;
  folded.forEach((f, i) => {
    if (NOT_TOTAL.test(f)) return;
    for (const [label, strength] of TOTAL_LABELS) {
      if (!label.test(f) || strength <= totalStrength) continue;
      const here = amountsIn(lines[i]!, datesPerLine[i]!);
      const next = i + 1 < lines.length ? amountsIn(lines[i + 1]!, datesPerLine[i + 1]!) : [];
      const value = here.length ? here[here.length - 1]! : next[0];
      if (value !== undefined && value > 0) {
        total = value;
        totalStrength = here.length ? strength : strength - 0.15;
      }
    }
  });
  const all = lines.flatMap((l, i) => amountsIn(l, datesPerLine[i]!));
  if (total === null && all.length) {
    total = Math.max(...all);
    totalStrength = 0.3;
  }

  // VAT: a labelled line's amount (not its rate) and its rate
  let tax: number | null = null;
  let rate: number | null = null;
  let taxStrength = 0;
  folded.forEach((f, i) => {
    if (tax !== null || !VAT_LABEL.test(f) || /exkl|netto/.test(f)) return;
    const r = RATE.exec(lines[i]!);
    if (r) rate = Number(r[1]!.replace(',', '.'));
    const amounts = amountsIn(lines[i]!.replace(RATE, ' '), []);
    if (amounts.length) {
      tax = amounts[amounts.length - 1]!;
      taxStrength = 0.8;
    }
  });
  if (tax !== null && total !== null) {
    const t: number = total;
    const x: number = tax;
    const fits = (r: number) => Math.abs(round2((t * r) / (100 + r)) - x) <= 0.02;
    if (rate !== null && fits(rate)) taxStrength = 0.95;
    else if (rate === null) {
      const known = SWEDISH_VAT_RATES.find((v) => fits(v.rate));
      if (known) {
        rate = known.rate;
        taxStrength = 0.85;
      }
    } else taxStrength = 0.6;
    if (x >= t) {
      tax = null;
      taxStrength = 0;
    }
  } else if (tax === null && rate !== null && total !== null) {
    tax = round2(((total as number) * rate) / (100 + rate));
    taxStrength = 0.6;
  }

  // currency: a code or a sign; Swedish kronor when nothing says otherwise
  let currency = 'SEK';
  let currencyStrength = 0.5;
  const whole = folded.join('\n');
  for (const [re, code] of CURRENCIES) {
    if (re.test(whole)) {
      currency = code;
      currencyStrength = code === 'SEK' && re.source.includes('kr') ? 0.8 : 0.95;
      break;
    }
  }

  // merchant: the first line that reads as a name (letters, not a date, an address label or a number)
  let merchant = '';
  let merchantStrength = 0;
  for (let i = 0; i < Math.min(lines.length, 5); i++) {
    const l = lines[i]!;
    const f = folded[i]!;
    if (datesPerLine[i]!.length || /org\.?\s*nr|kvitto|receipt|tel|www|@/.test(f)) continue;
    const letters = (l.match(/\p{L}/gu) ?? []).length;
    if (letters < 3 || letters < l.replace(/\s/g, '').length * 0.6) continue;
    // OCR specks before a name read as short lower-case junk ("oo. Restaurang Kajen")
    merchant = l
      .replace(/^(?:[^\p{L}\d]+|\p{Ll}{1,3}[^\p{L}\d]+(?=\p{Lu}))+/gu, '')
      .replace(/[^\p{L}\d.)]+$/gu, '')
      .slice(0, 60);
    merchantStrength = i === 0 ? 0.8 : 0.6;
    break;
  }

  const kind = KINDS.find(([re]) => re.test(whole))?.[1] ?? '';

  return {
    TransactionDate: date?.iso ?? '',
    Total: total,
    Tax: tax,
    VatRate: rate,
    Currency: currency,
    MerchantName: merchant,
    ReceiptTypeCronaStdText: kind,
    Confidence: {
      TransactionDate: clamp((date?.strength ?? 0) * ocr),
      Total: clamp(totalStrength * ocr),
      Tax: clamp(taxStrength * ocr),
      Currency: clamp(currencyStrength * (currencyStrength > 0.5 ? ocr : 1)),
      MerchantName: clamp(merchantStrength * ocr),
    },
  };
}
