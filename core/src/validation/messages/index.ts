import { en } from './en';
import { fr } from './fr';
import { pl } from './pl';
import { sv, type ValidationMessages } from './sv';
import type { Locale } from '../types';

/** The 'validation' namespace for rosetta: `addMessages(VALIDATION_NAMESPACE, locale, messages[locale])`. */
export const VALIDATION_NAMESPACE = 'validation';
export const messages: Record<Locale, ValidationMessages> = { sv, en, fr, pl };
export type { ValidationMessages, ValidationMessageName } from './sv';
