import { luhnValid } from './luhn';

const PREFIXES = ['16', '18', '19', '20'];

/** Digits of an organisation number written with an optional '-' (and spaces), or ''. */
function digitsOf(s: string | null | undefined): string {
  if (s == null) return '';
  const t = s.trim().replace(/\s/g, '');
  return /^(\d{2})?\d{6}-?\d{4}$/.test(t) ? t.replace('-', '') : '';
}

/** 12 digits starting 16, 18, 19 or 20 with a Luhn check over the last 10; 10 digits get the prefix 16. */
export function isValidOrgnr(s: string | null | undefined): boolean {
  return normalizeOrgnr(s) !== '';
}

/** The 12-digit form of a valid organisation number ('5560360793' → '165560360793'), '' otherwise. */
export function normalizeOrgnr(s: string | null | undefined): string {
  const d = digitsOf(s);
  const full = d.length === 10 ? `16${d}` : d;
  if (full.length !== 12 || !PREFIXES.includes(full.slice(0, 2))) return '';
  return luhnValid(full.slice(2)) ? full : '';
}

/**
 * 'NNNNNN-NNNN' (the last 10 digits) for display. Anything that is not 10 or 12
 * digits comes back trimmed and unchanged, so a stored odd value still shows.
 */
export function formatOrgnr(s: string | null | undefined): string {
  if (s == null) return '';
  const d = digitsOf(s);
  if (!d) return s.trim();
  const ten = d.slice(-10);
  return `${ten.slice(0, 6)}-${ten.slice(6)}`;
}
