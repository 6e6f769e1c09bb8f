import { createEffect, createEvent, createStore, scopeBind } from 'effector';

/** the service worker installed a new version and waits (apps/portal registers it) */
export const serviceWorkerUpdated = createEvent();
/** a new worker waits: the banner (which loads with the signed-in shell) counts down for it */
export const $serviceWorkerWaiting = createStore(false).on(serviceWorkerUpdated, () => true);

/**
 * Registers the app's service worker (apps/portal/public/sw.js) and reports a
 * new worker waiting to take over: the same banner then counts down, and the
 * reload activates it (reloadFx).
 */
export const watchServiceWorkerFx = createEffect(async (url: string) => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const updated = scopeBind(serviceWorkerUpdated, { safe: true });
  const registration = await navigator.serviceWorker.register(url, { scope: '/' });
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      // installed while another worker controls the page = an update, not the first install
      if (worker.state === 'installed' && navigator.serviceWorker.controller) updated();
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) updated();
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // a long-open portal looks for a new worker now and then
  setInterval(() => void registration.update().catch(() => undefined), 30 * 60_000);
});
