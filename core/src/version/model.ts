import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum/delay';
import { interval } from 'patronum/interval';
import { $announcedBuildId, versionUpdated } from '../api/catalogue';
import { $serviceWorkerWaiting, serviceWorkerUpdated } from './events';

export { serviceWorkerUpdated };

/** Spec §4/§9: banner 10 s after the event, a 3-minute countdown, 3 extensions of 1 minute, colours at 60 s and 30 s. */
export const VERSION_BANNER = {
  delayMs: 10_000,
  countdownSeconds: 180,
  extensionSeconds: 60,
  maxExtensions: 3,
  accentAtSeconds: 60,
  errorAtSeconds: 30,
} as const;

export type CountdownTone = 'primary' | 'accent' | 'error';

export function countdownTone(secondsLeft: number): CountdownTone {
  if (secondsLeft <= VERSION_BANNER.errorAtSeconds) return 'error';
  if (secondsLeft <= VERSION_BANNER.accentAtSeconds) return 'accent';
  return 'primary';
}

/** m:ss */
export function formatCountdown(secondsLeft: number): string {
  const s = Math.max(0, secondsLeft);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const updateNowClicked = createEvent();
export const moreTimeClicked = createEvent();

/** Reloads onto the new version; a waiting service worker is activated first (see apps/portal/public/sw.js). */
export const reloadFx = createEffect(async () => {
  const registration = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  const waiting = registration?.waiting;
  if (waiting) {
    // reload once the new worker controls the page, so the page and its worker agree
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
      setTimeout(resolve, 3000);
    });
  }
  window.location.reload();
});

/** the signed-in shell is on screen: a new build announced before it loaded counts too */
export const versionWatchStarted = createEvent();
const announcedEarlier = sample({
  clock: versionWatchStarted,
  source: { build: $announcedBuildId, waiting: $serviceWorkerWaiting },
  filter: ({ build, waiting }) => build !== null || waiting,
});

const $announced = createStore(false);
/** the first announcement counts; later ones (another build, the worker) change nothing while the banner runs */
const announced = sample({ clock: [versionUpdated, serviceWorkerUpdated, announcedEarlier], source: $announced, filter: (a) => !a, fn: () => undefined });
$announced.on(announced, () => true);

const bannerDue = delay({ source: announced, timeout: VERSION_BANNER.delayMs });

export const $bannerVisible = createStore(false).on(bannerDue, () => true);
export const $secondsLeft = createStore<number>(VERSION_BANNER.countdownSeconds);
export const $extensionsUsed = createStore(0);
export const $canExtend = $extensionsUsed.map((n) => n < VERSION_BANNER.maxExtensions);
export const $tone = $secondsLeft.map(countdownTone);

const reloading = createEvent();
const { tick } = interval({ timeout: 1000, start: bannerDue, stop: reloading });

$secondsLeft.on(bannerDue, () => VERSION_BANNER.countdownSeconds).on(tick, (s) => Math.max(0, s - 1));

const extended = sample({ clock: moreTimeClicked, source: $canExtend, filter: (can) => can, fn: () => undefined });
$extensionsUsed.on(extended, (n) => n + 1);
$secondsLeft.on(extended, (s) => s + VERSION_BANNER.extensionSeconds);

sample({
  clock: [sample({ clock: tick, source: $secondsLeft, filter: (s) => s === 0 }), sample({ clock: updateNowClicked, filter: $bannerVisible })],
  fn: () => undefined,
  target: reloading,
});
sample({ clock: reloading, target: reloadFx });
