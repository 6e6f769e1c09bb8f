import { createEffect, createEvent, createStore, sample } from 'effector';
import { createEndpointAction } from '../api/endpoint-action';
import { shell } from '../contracts/shell';
import type { UserAppSettings } from '../contracts/models';
import { appStarted, sessionReceived } from '../session/model';
import { $authenticated, $userAppSettings } from '../session/state';
import { readLocalFx, STORAGE_KEYS, writeLocalFx } from '../session/storage';

export type Theme = UserAppSettings['Theme'];

export const themeToggled = createEvent();
export const themeChosen = createEvent<Theme>();

/** before login the device preference, after login UserAppSettings.Theme */
export const $theme = createStore<Theme>('white');

export const saveThemeMutation = createEndpointAction(shell.putUserAppSettings, { name: 'theme.save' });

/** `.dark` on <html> drives Tailwind's dark variant (core/src/ui/styles.css) */
export const applyThemeFx = createEffect((theme: Theme) => {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
});

export function parseDarkModePreference(raw: string | null): Theme | null {
  if (raw === 'dark' || raw === 'true') return 'dark';
  if (raw === 'white' || raw === 'false') return 'white';
  return null;
}

sample({ clock: appStarted, fn: () => STORAGE_KEYS.darkMode, target: readLocalFx });
const preferenceRead = sample({
  clock: readLocalFx.done,
  filter: ({ params }) => params === STORAGE_KEYS.darkMode,
  fn: ({ result }) => parseDarkModePreference(result),
});
sample({ clock: preferenceRead, filter: (t): t is Theme => t !== null, target: $theme });
sample({ clock: sessionReceived, fn: (r) => r.UserAppSettings.Theme, target: $theme });
sample({ clock: themeToggled, source: $theme, fn: (t): Theme => (t === 'dark' ? 'white' : 'dark'), target: themeChosen });
sample({ clock: themeChosen, target: $theme });
sample({ clock: $theme, target: applyThemeFx });
sample({ clock: themeChosen, fn: (t) => ({ key: STORAGE_KEYS.darkMode, value: t }), target: writeLocalFx });
sample({
  clock: themeChosen,
  source: { settings: $userAppSettings, authenticated: $authenticated },
  filter: ({ authenticated }) => authenticated,
  fn: ({ settings }, Theme) => ({ body: { ...settings, Theme } }),
  target: saveThemeMutation.start,
});
$userAppSettings.on(saveThemeMutation.finished.success, (_, { result }) => result);
