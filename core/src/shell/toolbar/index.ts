export { Toolbar, OfflineBanner, SupportBanner } from './view';
