import type { Locale, Messages } from '../../plugin/types';
import { addMessages } from '../../i18n/runtime';
import sv from './sv';
import en from './en';
import fr from './fr';
import pl from './pl';

/** The widget kit's dictionaries, namespace 'ui' (keys 'ui.cancel', 'ui.UnsavedChanges.Title', …). */
export const UI_NAMESPACE = 'ui';
export const uiMessages: Record<Locale, Messages> = { sv, en, fr, pl };

/** Registers the 'ui' namespace in all four locales (the portal calls this once at start). */
export function addUiMessages(): void {
  for (const locale of Object.keys(uiMessages) as Locale[]) addMessages(UI_NAMESPACE, locale, uiMessages[locale]);
}
