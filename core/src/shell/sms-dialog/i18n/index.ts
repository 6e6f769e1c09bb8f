import type { Locale, Messages } from '../../../plugin/types';
import { addMessages } from '../../../i18n/runtime';
import sv from './sv';
import en from './en';
import fr from './fr';
import pl from './pl';

/** The SMS dialog's dictionaries, namespace 'smsDialog'; registered when the dialog's chunk loads. */
export const smsDialogMessages: Record<Locale, Messages> = { sv, en, fr, pl };
export function addSmsDialogMessages(): void {
  for (const locale of Object.keys(smsDialogMessages) as Locale[]) addMessages('smsDialog', locale, smsDialogMessages[locale]);
}
