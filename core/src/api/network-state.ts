import { createEffect, createEvent, createStore, scopeBind } from 'effector';

/** the browser reported going offline or coming back */
export const connectivityChanged = createEvent<boolean>();
/** a call failed because the device is offline */
export const offlineDetected = createEvent();

export const $online = createStore(true);
/** drives the toolbar's offline banner */
export const $offline = $online.map((o) => !o);

$online.on(connectivityChanged, (_, online) => online).on(offlineDetected, () => false);

/** Listen to the browser's online/offline events (bound to the calling Scope). */
export const watchConnectivityFx = createEffect(() => {
  if (typeof window === 'undefined') return;
  const changed = scopeBind(connectivityChanged, { safe: true });
  changed(navigator.onLine !== false);
  window.addEventListener('online', () => changed(true));
  window.addEventListener('offline', () => changed(false));
});
