export {
  VERSION_BANNER, countdownTone, formatCountdown, serviceWorkerUpdated, updateNowClicked, moreTimeClicked, reloadFx,
  versionWatchStarted, $bannerVisible, $secondsLeft, $extensionsUsed, $canExtend, $tone, type CountdownTone,
} from './model';
export { watchServiceWorkerFx, $serviceWorkerWaiting } from './events';
