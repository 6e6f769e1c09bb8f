export { Toolbar, OfflineBanner } from './view';
