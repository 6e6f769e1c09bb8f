import { createEffect, createEvent, sample } from 'effector';
import { $locale, isLocale, loadLocaleFx, localeChanged } from '../../i18n/runtime';
import type { Locale } from '../../plugin/types';
import { createEndpointAction } from '../../api/endpoint-action';
import { LANGUAGE_COOKIE } from '../../contracts/first-view';
import { shell } from '../../contracts/shell';
import { appStarted, sessionReceived } from '../../session/model';
import { $authenticated, $userAppSettings } from '../../session/state';
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
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  // biome-ignore lint/suspicious/noDocumentCookie: one of four fixed locales, nothing to escape; the Cookie Store API is not in every browser the portal serves
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
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
// the default language too (no change of $locale then): the server's next first view must know it
sample({ clock: appStarted, source: $locale, target: applyDocumentLanguageFx });

// ---- signed in: the language is one of the user's saved settings (issue 13, bug 8) ----
export const saveLanguageMutation = createEndpointAction(shell.putUserAppSettings, { name: 'language.save' });
/** the saved language wins over this device's last choice when the session arrives */
const savedLanguage = sample({
  clock: sessionReceived,
  filter: (r) => isLocale(r.UserAppSettings.Language),
  fn: (r) => r.UserAppSettings.Language as Locale,
});
sample({ clock: savedLanguage, target: localeChanged });
sample({ clock: savedLanguage, fn: (l) => ({ key: STORAGE_KEYS.language, value: l }), target: writeLocalFx });
sample({
  clock: languageChosen,
  source: { settings: $userAppSettings, authenticated: $authenticated },
  filter: ({ settings, authenticated }, l) => authenticated && settings.Language !== l,
  fn: ({ settings }, Language) => ({ body: { ...settings, Language } }),
  target: saveLanguageMutation.start,
});
$userAppSettings.on(saveLanguageMutation.finished.success, (_, { result }) => result);
