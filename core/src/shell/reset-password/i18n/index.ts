import type { Locale, Messages } from '../../../plugin/types';
import { addMessages } from '../../../i18n/runtime';
import sv from './sv';
import en from './en';
import fr from './fr';
import pl from './pl';

/** The reset page's dictionaries, namespace 'resetPassword'; registered when the page's chunk loads. */
export const resetPasswordMessages: Record<Locale, Messages> = { sv, en, fr, pl };
export function addResetPasswordMessages(): void {
  for (const locale of Object.keys(resetPasswordMessages) as Locale[]) addMessages('resetPassword', locale, resetPasswordMessages[locale]);
}
