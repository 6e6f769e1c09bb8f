import { useUnit } from 'effector-react';
import { $locale } from '../i18n/runtime';
import { parseNumber, writesDecimalPoint } from '../validation';

/*
 * Numbers in the fields as the user's language writes them: validation's formatNumberIn, the one rule (English
 * '1,234.50'; Swedish, French and Polish '1 234,50'). Typing takes either decimal mark in every language (7,5 and 7.5),
 * so a Swede on an English screen is not refused.
 */

/** English groups thousands with commas: '12,345' and '1,234.5' (a comma then exactly three digits, repeated) */
const ENGLISH_GROUPED = /^[+\-\u2212]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * The text with the language's thousands separators taken out, so the shared readers (parseNumber, parseHours) see one
 * decimal mark. Only English needs it; '7,5' stays a decimal comma there too.
 */
export function withoutGroups(locale: string, text: string): string {
  const t = text.trim();
  return writesDecimalPoint(locale) && ENGLISH_GROUPED.test(t) ? t.replace(/,/g, '') : text;
}

/** The number typed in a field of that language, or null when it is none (empty or unreadable). */
export function readNumber(locale: string, text: string): number | null {
  return parseNumber(withoutGroups(locale, text));
}

/** the UI language of the current Scope, for the number fields */
export function useNumberLocale(): string {
  return useUnit($locale);
}
