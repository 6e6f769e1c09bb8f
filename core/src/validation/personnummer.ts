import Personnummer from 'personnummer';

/** [century?][YYMMDD][+|-]?[NNNC] */
const SHAPE = /^(\d{2})?(\d{6})([-+])?(\d{4})$/;
const COORDINATION_OFFSET = 60;

/**
 * Full year for a 10-digit number: the latest birth date not after `today`
 * ('-' or none) or not after `today` minus 100 years ('+': 100 years or older).
 * The personnummer library does the same against the real clock only, so we
 * do it here to keep `today` injectable and to skip birthdays later this year.
 */
function fullYearFor(yymmdd: string, plus: boolean, today: Date): number {
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  if (day > COORDINATION_OFFSET) day -= COORDINATION_OFFSET;
  const refYear = today.getFullYear() - (plus ? 100 : 0);
  let year = refYear - ((((refYear - yy) % 100) + 100) % 100);
  const refMonth = today.getMonth() + 1;
  const notYetBorn = year === refYear && (month > refMonth || (month === refMonth && day > today.getDate()));
  if (notYetBorn) year -= 100;
  return year;
}

/**
 * 12 digits without hyphen ('YYYYMMDDNNNC') for a valid personnummer, '' otherwise.
 * Accepts 10 or 12 digits with an optional '-' or '+' before the last four.
 * Validity (Luhn, a real date, coordination day + 60, serial not 000) is the
 * personnummer library's check on the 12-digit form; interim numbers are refused.
 */
export function normalizePersonnummer(s: string | null | undefined, today: Date = new Date()): string {
  if (s == null) return '';
  const m = SHAPE.exec(s.trim());
  if (!m) return '';
  const [, century, yymmdd = '', sep, last4 = ''] = m;
  const full = century ? `${century}${yymmdd}${last4}` : `${fullYearFor(yymmdd, sep === '+', today)}${yymmdd.slice(2)}${last4}`;
  return Personnummer.valid(full, { allowCoordinationNumber: true, allowInterimNumber: false }) ? full : '';
}

/** 10 or 12 digits, optional + or -, Luhn, a real date; coordination numbers (day + 60) allowed. */
export function isValidPersonnummer(s: string | null | undefined, today: Date = new Date()): boolean {
  return normalizePersonnummer(s, today) !== '';
}

/** 'YYYYMMDD-NNNN' for display, '' when not valid. */
export function formatPersonnummer(s: string | null | undefined, today: Date = new Date()): string {
  const full = normalizePersonnummer(s, today);
  return full ? `${full.slice(0, 8)}-${full.slice(8)}` : '';
}

/** True for a valid coordination number (samordningsnummer: day + 60). */
export function isCoordinationNumber(s: string | null | undefined, today: Date = new Date()): boolean {
  const full = normalizePersonnummer(s, today);
  return full !== '' && Number(full.slice(6, 8)) > COORDINATION_OFFSET;
}

/** Birth date 'YYYY-MM-DD' (coordination day minus 60), '' when not a valid personnummer. */
export function birthdayFromPersonnummer(s: string | null | undefined, today: Date = new Date()): string {
  const full = normalizePersonnummer(s, today);
  if (!full) return '';
  const day = Number(full.slice(6, 8));
  const realDay = day > COORDINATION_OFFSET ? day - COORDINATION_OFFSET : day;
  return `${full.slice(0, 4)}-${full.slice(4, 6)}-${String(realDay).padStart(2, '0')}`;
}
