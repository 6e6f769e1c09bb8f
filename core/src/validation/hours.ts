import { parseNumber } from './numbers';

/** the fractions people type on Swedish keyboards (Alt Gr) and phones */
const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };
const HOUR_WORDS = '(?:h|t|tim|timme|timmar|hrs?|hours?)';
const MINUTE_WORDS = '(?:m|min|minut|minuter|mins?|minutes?)';
const HOURS_AND_MINUTES = new RegExp(`^(?:(\\d{1,2}(?:[.,]\\d+)?)\\s*${HOUR_WORDS}\\.?)?\\s*(?:(\\d{1,4})\\s*${MINUTE_WORDS}\\.?)?$`);

/**
 * Hours as Swedes write them (issue 13, bug 3): `7,5` · `7.5` · `7:30` · `7 h 30 min` · `7h30` · `45 min` · `6½` ·
 * `7 tim`. Returns the hours rounded to hundredths, `null` for an empty text and `undefined` for a text that is
 * not hours — the caller says so, it never keeps an old value.
 */
export function parseHours(text: string | null | undefined): number | null | undefined {
  const s = String(text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\u00a0\u202f\u2009]/g, ' ');
  if (s === '') return null;
  const round = (n: number) => Math.round(n * 100) / 100;

  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(s);
  if (clock) return round(Number(clock[1]) + Number(clock[2]) / 60);

  const fraction = /^(\d{1,2})?\s*([½¼¾])$/.exec(s);
  if (fraction) return round(Number(fraction[1] ?? 0) + FRACTIONS[fraction[2]!]!);

  const plain = parseNumber(s);
  if (plain !== null) return round(plain);

  // '7h30' reads as 7 h 30 min
  const compact = /^(\d{1,2})\s*h\s*(\d{1,2})$/.exec(s);
  if (compact) return Number(compact[2]) < 60 ? round(Number(compact[1]) + Number(compact[2]) / 60) : undefined;

  const hm = HOURS_AND_MINUTES.exec(s);
  if (hm && (hm[1] !== undefined || hm[2] !== undefined)) {
    const h = hm[1] === undefined ? 0 : parseNumber(hm[1]);
    if (h === null) return undefined;
    return round(h + Number(hm[2] ?? 0) / 60);
  }
  return undefined;
}
