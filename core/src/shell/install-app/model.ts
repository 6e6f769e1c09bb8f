import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { detectPlatform, runningStandalone, type InstallPlatform } from './platform';

/** Chrome's install prompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface StoreLinks {
  googlePlay: string | null;
  appStore: string | null;
}

/** The store pages of the mobile apps; createPortal({ storeLinks }) overrides them (VITE_GOOGLE_PLAY_URL, VITE_APP_STORE_URL). */
export const DEFAULT_STORE_LINKS: StoreLinks = {
  googlePlay: 'https://play.google.com/store/search?q=L%C3%B6nna&c=apps',
  appStore: 'https://apps.apple.com/se/search?term=L%C3%B6nna',
};
export const $storeLinks = createStore<StoreLinks>(DEFAULT_STORE_LINKS);

export const installPromptOffered = createEvent<InstallPromptEvent>();
export const appInstalled = createEvent();
export const installClicked = createEvent();
export const installGuideClosed = createEvent();

export const $installPrompt = createStore<InstallPromptEvent | null>(null, { serialize: 'ignore' })
  .on(installPromptOffered, (_, e) => e)
  .reset(appInstalled);
export const $installed = createStore(false).on(appInstalled, () => true);
export const $platform = createStore<InstallPlatform>('desktop');
export const $guideOpen = createStore(false).on(installGuideClosed, () => false);

/** Keeps the browser's install prompt for the button (it fires once, early) and notes a finished install. */
export const watchInstallPromptFx = createEffect((): { platform: InstallPlatform; standalone: boolean } => {
  if (typeof window === 'undefined') return { platform: 'desktop', standalone: false };
  const offered = scopeBind(installPromptOffered, { safe: true });
  const installed = scopeBind(appInstalled, { safe: true });
  window.addEventListener('beforeinstallprompt', (e) => {
    // the browser's own mini-infobar would compete with the button
    e.preventDefault();
    offered(e as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installed());
  return { platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints), standalone: runningStandalone() };
});
$platform.on(watchInstallPromptFx.doneData, (_, r) => r.platform);
$installed.on(watchInstallPromptFx.doneData, (was, r) => was || r.standalone);

export const promptInstallFx = createEffect(async (e: InstallPromptEvent) => {
  await e.prompt();
  return (await e.userChoice).outcome;
});

// the browser offers installing: its own dialog; otherwise the per-platform guide
sample({ clock: installClicked, source: $installPrompt, filter: (p): p is InstallPromptEvent => p !== null, target: promptInstallFx });
$guideOpen.on(sample({ clock: installClicked, source: $installPrompt, filter: (p) => p === null }), () => true);
// a prompt can be used once
$installPrompt.reset(promptInstallFx.finally);
$installed.on(promptInstallFx.doneData, (was, outcome) => was || outcome === 'accepted');
