import { createEvent, createStore, sample } from 'effector';
import { downloadFailed, type DownloadFailure } from '../../api/download';
import { connectivityChanged } from '../../api/network-state';
import { $locale, translate } from '../../i18n/runtime';
import { snackbarShown } from '../../snackbar/model';

/**
 * Spec §8 offline: the browser going offline shows the offline snackbar (the
 * toolbar banner follows $offline); coming back replaces it with a short note.
 */
const wentOffline = connectivityChanged.filter({ fn: (online) => !online });
sample({
  clock: wentOffline,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'shell.errors.offline'), color: 'warning' as const }),
  target: snackbarShown,
});
const $offlineShown = createStore(false).on(wentOffline, () => true);
const cameBack = sample({ clock: connectivityChanged, source: $offlineShown, filter: (shown, online) => shown && online });
$offlineShown.reset(cameBack);
sample({
  clock: cameBack,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'live.offline.back'), color: 'success' as const, timeout: 4000 }),
  target: snackbarShown,
});

/** The failed download or print the dialog shows (spec §8). */
export const $downloadFailure = createStore<DownloadFailure | null>(null).on(downloadFailed, (_, f) => f);
export const downloadDialogClosed = createEvent();
$downloadFailure.reset(downloadDialogClosed);
