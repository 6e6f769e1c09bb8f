import { combine, createEvent, createStore, sample } from 'effector';
import { createEndpointAction } from '../../api/endpoint-action';
import { shell } from '../../contracts/shell';
import type { UserAppSettings } from '../../contracts/models';
import { $locale, translate } from '../../i18n/runtime';
import { $userAppSettings } from '../../session/state';
import { snackbarShown } from '../../snackbar/model';
import { $theme, themeChosen } from '../../theme/model';

/** Rows per page the API accepts; the inactivity choices in minutes (0 = never). */
export const ROWS_PER_PAGE = [10, 25, 50, 100] as const;
export const INACTIVITY_CHOICES = [0, 15, 30, 60, 120, 240, 480] as const;

export const settingsPageOpened = createEvent();
export const themeFieldChanged = createEvent<UserAppSettings['Theme']>();
export const rowsPerPageChanged = createEvent<number>();
export const inactivityChanged = createEvent<number>();
export const settingsSaved = createEvent();

export const saveSettingsMutation = createEndpointAction(shell.putUserAppSettings, { name: 'settings.save' });

/** the form's draft, started from the account's settings each time the page opens */
export const $draft = createStore<UserAppSettings>($userAppSettings.defaultState);
sample({ clock: settingsPageOpened, source: { s: $userAppSettings, theme: $theme }, fn: ({ s, theme }) => ({ ...s, Theme: theme }), target: $draft });
$draft
  .on(themeFieldChanged, (d, Theme) => ({ ...d, Theme }))
  .on(rowsPerPageChanged, (d, PaginationPerPage) => ({ ...d, PaginationPerPage }))
  .on(inactivityChanged, (d, InactivityTimer) => ({ ...d, InactivityTimer }));

export const $dirty = combine(
  $draft,
  $userAppSettings,
  $theme,
  (d, s, theme) => d.Theme !== theme || d.PaginationPerPage !== s.PaginationPerPage || d.InactivityTimer !== s.InactivityTimer,
);
export const $saving = saveSettingsMutation.$pending;

sample({ clock: settingsSaved, source: $draft, fn: (body) => ({ body }), target: saveSettingsMutation.start });
$userAppSettings.on(saveSettingsMutation.finished.success, (_, { result }) => result);
// the theme shows at once; it is already part of the saved settings
sample({ clock: themeFieldChanged, target: themeChosen });
sample({
  clock: saveSettingsMutation.finished.success,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'shell.settings.saved'), color: 'success' as const }),
  target: snackbarShown,
});
