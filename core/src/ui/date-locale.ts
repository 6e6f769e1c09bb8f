import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { pl } from 'date-fns/locale/pl';
import { sv } from 'date-fns/locale/sv';
import type { Locale as DateFnsLocale } from 'date-fns';
import { useUnit } from 'effector-react';
import { $locale } from '../i18n/runtime';
import type { Locale } from '../plugin/types';

const DATE_LOCALES: Record<Locale, DateFnsLocale> = { sv, en: enUS, fr, pl };

export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return DATE_LOCALES[locale];
}

/** The date-fns locale of the UI language (month and weekday names follow the language). */
export function useDateFnsLocale(): DateFnsLocale {
  return dateFnsLocale(useUnit($locale));
}
