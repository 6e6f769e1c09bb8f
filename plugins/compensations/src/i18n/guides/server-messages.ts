import type { Locale, Messages } from '@lonna/core/server';
import en from './en';
import fr from './fr';
import pl from './pl';
import sv from './sv';
import rulesEn from '../travel-rules/en';
import rulesFr from '../travel-rules/fr';
import rulesPl from '../travel-rules/pl';
import rulesSv from '../travel-rules/sv';

const guides: Record<Locale, Messages> = { sv, en, fr, pl };
/** the company's travel rules' refusals */
const rules: Record<Locale, Messages> = { sv: rulesSv, en: rulesEn, fr: rulesFr, pl: rulesPl };

/** the plugin's server messages with the guides' and the travel rules' blocks added (their refusals and words in each language) */
export function withGuideMessages(base: Record<Locale, Messages>): Record<Locale, Messages> {
  return Object.fromEntries(Object.entries(base).map(([l, m]) => [l, { ...m, ...guides[l as Locale], ...rules[l as Locale] }])) as Record<Locale, Messages>;
}
