import { createEffect, createEvent, sample } from 'effector';
import { $locale, isLocale, loadLocaleFx, localeChanged } from '../../i18n/runtime';
import type { Locale } from '../../plugin/types';
import { appStarted } from '../../session/model';
import { readLocalFx, STORAGE_KEYS, writeLocalFx } from '../../session/storage';

/** Flags are served from /countryflags/{code}.png; English uses the US flag as the spec's portal did. */
export const LANGUAGES: readonly { locale: Locale; flag: string }[] = [
  { locale: 'sv', flag: 'se' },
  { locale: 'en', flag: 'us' },
  { locale: 'fr', flag: 'fr' },
  { locale: 'pl', flag: 'pl' },
];
export const flagUrl = (code: string) => `/countryflags/${code}.png`;

export const languageChosen = createEvent<Locale>();

export const applyDocumentLanguageFx = createEffect((locale: Locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
});

// the remembered language wins over the default; plugin messages load for whichever is active
sample({ clock: appStarted, fn: () => STORAGE_KEYS.language, target: readLocalFx });
const stored = sample({
  clock: readLocalFx.done,
  filter: ({ params, result }) => params === STORAGE_KEYS.language && isLocale(result),
  fn: ({ result }) => result as Locale,
});
sample({ clock: stored, target: localeChanged });
sample({
  clock: readLocalFx.done,
  source: $locale,
  filter: (_, { params, result }) => params === STORAGE_KEYS.language && !isLocale(result),
  target: loadLocaleFx,
});
sample({ clock: languageChosen, target: localeChanged });
sample({ clock: languageChosen, fn: (l) => ({ key: STORAGE_KEYS.language, value: l }), target: writeLocalFx });
sample({ clock: $locale, target: applyDocumentLanguageFx });
