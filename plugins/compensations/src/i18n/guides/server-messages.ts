import type { Locale, Messages } from '@lonna/core/server';
import en from './en';
import fr from './fr';
import pl from './pl';
import sv from './sv';

const guides: Record<Locale, Messages> = { sv, en, fr, pl };

/** the plugin's server messages with the guides' block added (their refusals and words in each language) */
export function withGuideMessages(base: Record<Locale, Messages>): Record<Locale, Messages> {
  return Object.fromEntries(Object.entries(base).map(([l, m]) => [l, { ...m, ...guides[l as Locale] }])) as Record<Locale, Messages>;
}
