/**
 * Swedish mobile numbers as people write them ('070-123 45 67', '+46 70 123 45 67',
 * '0046701234567') → E.164 ('+46701234567'); other countries must be written with +.
 * null when it is not a plausible mobile number.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-().]/g, '');
  let e164: string;
  if (/^\+\d+$/.test(compact)) e164 = compact;
  else if (/^00\d+$/.test(compact)) e164 = `+${compact.slice(2)}`;
  else if (/^0\d+$/.test(compact)) e164 = `+46${compact.slice(1)}`;
  else return null;
  if (e164.startsWith('+46')) return /^\+467\d{8}$/.test(e164) ? e164 : null;
  return /^\+[1-9]\d{6,14}$/.test(e164) ? e164 : null;
}

/** '+46701234567' → '+46 70 *** ** 67': enough to recognise, too little to harvest */
export function maskPhone(e164: string): string {
  if (e164.startsWith('+46') && e164.length === 12) return `+46 ${e164.slice(3, 5)} *** ** ${e164.slice(-2)}`;
  return `${e164.slice(0, 3)}${'*'.repeat(Math.max(0, e164.length - 5))}${e164.slice(-2)}`;
}
