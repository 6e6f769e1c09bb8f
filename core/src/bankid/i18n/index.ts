import type { Locale, Messages } from '../../plugin/types';
import { addMessages } from '../../i18n/runtime';
import sv from './sv';
import en from './en';
import fr from './fr';
import pl from './pl';

/** The BankID widget's dictionaries, namespace 'bankid' ('bankid.rfa.RFA9', 'bankid.noAccounts', …). */
export const BANKID_NAMESPACE = 'bankid';
export const bankIdMessages: Record<Locale, Messages> = { sv, en, fr, pl };

/** Registers the 'bankid' namespace in all four locales. */
export function addBankIdMessages(): void {
  for (const locale of Object.keys(bankIdMessages) as Locale[]) addMessages(BANKID_NAMESPACE, locale, bankIdMessages[locale]);
}
