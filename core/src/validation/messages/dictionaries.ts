import type { Locale } from '../types';
import { sv, type ValidationMessages } from './sv';

/** The 'validation' namespace for rosetta: `addMessages(VALIDATION_NAMESPACE, locale, messages[locale])`. */
export const VALIDATION_NAMESPACE = 'validation';

/**
 * The dictionaries `formatRuleFailure` reads: Swedish always, the others once their module has loaded (each registers
 * itself when it runs). The sign-in screen's start-up loads Swedish only; the language switch loads the user's language
 * (core's message loaders import it), and the server imports all four through `messages` (issue 22: the en/fr/pl
 * modules were in the start-up's module graph because this lookup imported them).
 */
const loaded: Partial<Record<Locale, ValidationMessages>> = { sv };

export function provideValidationMessages(locale: Locale, dictionary: ValidationMessages): void {
  loaded[locale] = dictionary;
}

/** The locale's dictionary, or Swedish while it has not loaded. */
export function validationDictionary(locale: Locale): ValidationMessages {
  return loaded[locale] ?? sv;
}
