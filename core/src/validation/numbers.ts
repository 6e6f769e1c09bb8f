/** Group separator we print: a plain space, as the spec writes '1 234,50'; parseNumber accepts every kind of space. */
const GROUP = ' ';
const MINUS = '-';

function group(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
}

/**
 * Swedish number format: space group separator, comma decimal, fixed decimals
 * (default 2): formatNumber(1234.5) → '1 234,50'. Non-finite input prints ''.
 */
export function formatNumber(n: number | null | undefined, decimals = 2): string {
  if (n == null || !Number.isFinite(n)) return '';
  // toFixed switches to exponent notation from 1e21; such amounts do not occur, print them plainly
  if (Math.abs(n) >= 1e21) return String(n);
  const fixed = Math.abs(n).toFixed(Math.max(0, Math.min(20, decimals)));
  const [intPart = '0', frac] = fixed.split('.');
  const negative = n < 0 && /[1-9]/.test(fixed);
  return `${negative ? MINUS : ''}${group(intPart)}${frac ? `,${frac}` : ''}`;
}

/** Like formatNumber, but with only the decimals needed, up to 4: 2 → '2', 1.5 → '1,5', 1.23456 → '1,2346'. */
export function formatNumberAuto(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return '';
  const rounded = Number(n.toFixed(4));
  const frac = String(Math.abs(rounded)).split('.')[1] ?? '';
  // exponent notation (very small/large) has no '.'-part we can trust; 4 decimals then
  const decimals = /e/i.test(String(rounded)) ? 4 : Math.min(4, frac.length);
  return formatNumber(rounded, decimals);
}

/**
 * Reads back what formatNumber and Intl sv-SE print: spaces, no-break and narrow
 * no-break spaces as group separators, comma (or dot) as decimal, '-' or U+2212
 * as minus. Returns null for anything else, including ''.
 */
export function parseNumber(s: string | null | undefined): number | null {
  if (s == null) return null;
  let t = String(s)
    .replace(/[\s\u00a0\u202f\u2009]/g, '')
    .replace(/\u2212/g, '-');
  if (t === '') return null;
  // accept either one comma or one dot as the decimal mark, never both
  if (t.includes(',') && t.includes('.')) return null;
  t = t.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** the Intl tag of each portal language (English is British English: day before month, as Swedish readers expect) */
export const INTL_LOCALES: Readonly<Record<string, string>> = { sv: 'sv-SE', en: 'en-GB', fr: 'fr-FR', pl: 'pl-PL' };

/** the portal languages that write a decimal point and comma groups ('1,234.50'); the others write the Swedish form */
const POINT_LANGUAGES: ReadonlySet<string> = new Set(['en']);

/** Does the language (a portal language or an Intl tag, 'en' or 'en-GB') write a decimal point? */
export function writesDecimalPoint(locale: string): boolean {
  return POINT_LANGUAGES.has(locale.split('-')[0]!);
}

/**
 * A number in the reader's language, the one rule for every number the portal shows (the kit's fields, and what the
 * server prints in PDFs and mails): Swedish, French and Polish '1 234,50' (space groups, decimal comma, as the spec
 * writes it), English '1,234.50'; '-' for minus. `decimals`: fixed (2 by default), or 'auto' (only those needed, up
 * to 4). Non-finite input prints ''.
 */
export function formatNumberIn(locale: string, n: number, decimals: number | 'auto' = 2): string {
  const swedish = decimals === 'auto' ? formatNumberAuto(n) : formatNumber(n, decimals);
  if (!writesDecimalPoint(locale)) return swedish;
  // the Swedish form has exactly one kind of group mark (a space) and one decimal comma: swap them
  return swedish.replace(/[ ,]/g, (c) => (c === ',' ? '.' : ','));
}

/**
 * Has the number at most `decimals` decimals (kronor and öre: 2)? Compared with a tolerance: in binary floating point
 * 35.38 × 100 is 3538.0000000000005, so an exact test refuses amounts people type every day.
 */
export function hasAtMostDecimals(n: number, decimals: number): boolean {
  const scaled = n * 10 ** decimals;
  return Number.isFinite(n) && Math.abs(Math.round(scaled) - scaled) < 1e-6;
}
