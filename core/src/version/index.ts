export {
  VERSION_BANNER, countdownTone, formatCountdown, serviceWorkerUpdated, updateNowClicked, moreTimeClicked, reloadFx,
  watchServiceWorkerFx, $bannerVisible, $secondsLeft, $extensionsUsed, $canExtend, $tone, type CountdownTone,
} from './model';
