import type { Locale, Messages } from '../../plugin/types';
import { addMessages } from '../../i18n/runtime';
import en from './en';
import fr from './fr';
import pl from './pl';
import sv from './sv';
import { UI_NAMESPACE } from './index';

/** The widget kit's dictionaries in all four languages at once: for tests, the widget gallery and the bench. */
export const uiMessages: Record<Locale, Messages> = { sv, en, fr, pl };

/** Registers the 'ui' namespace in all four locales (the portal itself loads the reader's language only). */
export function addUiMessages(): void {
  for (const locale of Object.keys(uiMessages) as Locale[]) addMessages(UI_NAMESPACE, locale, uiMessages[locale]);
}
