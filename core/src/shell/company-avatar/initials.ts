/** Company-form words that say nothing about the company ("Konsultbolaget Norr AB" is KN, not KA). */
const LEGAL_FORMS = new Set(['ab', 'hb', 'kb', 'ek', 'för', 'publ', 'aktiebolag', 'handelsbolag', 'kommanditbolag', 'i', 'och', '&']);

/**
 * Spec §2: the initials of the name, else the first two letters of the company id.
 * Initials are the first letters of the first two words that are not a company form.
 */
export function avatarText(name: string, ftgId: string): string {
  const words = name.split(/[\s\-–,.()/]+/).filter((w) => /\p{L}/u.test(w) && !LEGAL_FORMS.has(w.toLowerCase()));
  const letters = words
    .slice(0, 2)
    .map((w) => [...w.replace(/^[^\p{L}]+/u, '')][0] ?? '')
    .join('');
  if (letters) return letters.toLocaleUpperCase('sv');
  return [...ftgId.trim()].slice(0, 2).join('').toLocaleUpperCase('sv');
}
