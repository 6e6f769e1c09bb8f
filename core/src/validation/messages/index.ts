import { en } from './en';
import { fr } from './fr';
import { pl } from './pl';
import { sv, type ValidationMessages } from './sv';
import type { Locale } from '../types';

export { VALIDATION_NAMESPACE } from './dictionaries';
/** Every language at once (the server's messages; importing it also makes formatRuleFailure speak all four). */
export const messages: Record<Locale, ValidationMessages> = { sv, en, fr, pl };
export type { ValidationMessages, ValidationMessageName } from './sv';
