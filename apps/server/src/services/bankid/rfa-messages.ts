import type { Locale } from '@lonna/core/server';
import { en, fr, pl, sv } from '@lonna/core/bankid/messages';
import type { RfaCode } from './rfa';

/**
 * BankID's recommended user messages for the collect reply's Message, in the
 * request's language: the widget's own dictionaries (core/src/bankid/i18n,
 * namespace 'bankid.rfa'), so there is one copy of every text.
 */
export const RFA_MESSAGES: Record<Locale, Record<RfaCode, string>> = { sv: sv.rfa, en: en.rfa, fr: fr.rfa, pl: pl.rfa };
