import { sv } from 'date-fns/locale/sv';
import type { Locale as DateFnsLocale } from 'date-fns';
import { createEffect, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $locale, isLocale, localeChanged } from '../i18n/runtime';
import type { Locale } from '../plugin/types';

/**
 * Month and weekday names: Swedish (the default language) is in the bundle, the others load when the language is
 * chosen, one small chunk each (issue 22: the four in one chunk sent every user all four). Static data, so one cache
 * serves every Scope; `$loaded` re-renders the views when one arrives.
 */
const cache: Partial<Record<Locale, DateFnsLocale>> = { sv };
const loaders: Record<Exclude<Locale, 'sv'>, () => Promise<DateFnsLocale>> = {
  en: () => import('date-fns/locale/en-US').then((m) => m.enUS),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  pl: () => import('date-fns/locale/pl').then((m) => m.pl),
};

export const loadDateFnsLocaleFx = createEffect(async (locale: Locale) => {
  if (!cache[locale] && locale !== 'sv') cache[locale] = await loaders[locale]();
});
const $loaded = createStore(0, { serialize: 'ignore' }).on(loadDateFnsLocaleFx.done, (n) => n + 1);
sample({ clock: localeChanged, filter: isLocale, target: loadDateFnsLocaleFx });

/** the language's date-fns locale; Swedish until a chosen language's has loaded */
export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return cache[locale] ?? sv;
}

/** The date-fns locale of the UI language (month and weekday names follow the language). */
export function useDateFnsLocale(): DateFnsLocale {
  const [locale, load] = useUnit([$locale, loadDateFnsLocaleFx, $loaded]);
  // a Scope that starts in another language (not through localeChanged) loads it here
  useEffect(() => {
    if (!cache[locale]) load(locale);
  }, [locale, load]);
  return dateFnsLocale(locale);
}
