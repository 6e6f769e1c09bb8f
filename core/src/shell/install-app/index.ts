export { InstallApp, InstallAppButton, StoreBadges } from './view';
export {
  $storeLinks,
  $installPrompt,
  $installed,
  $platform,
  $guideOpen,
  DEFAULT_STORE_LINKS,
  installClicked,
  installGuideClosed,
  installPromptOffered,
  appInstalled,
  promptInstallFx,
  watchInstallPromptFx,
  type StoreLinks,
  type InstallPromptEvent,
} from './model';
export { detectPlatform, runningStandalone, type InstallPlatform } from './platform';
