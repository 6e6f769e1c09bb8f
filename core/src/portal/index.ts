export { createLazyPortal, type LazyPortalConfig, type Portal, type PortalConfig } from './create-portal';
export { createPortal } from './validated-portal';
export { createPortalModel, routeAllowed, findRoute, type PortalModel, type PushEvent } from './model';
export { usePortal, PortalContext } from './context';
export { $path, navigated, redirected, locationChanged, matchPath, redirectFor, REDIRECTS, DASHBOARD_PATH, watchLocationFx, pushHistoryFx } from './router';
export { useScopedLocation } from './location-hook';
export { prepareFirstView } from './first-view';
export { clientErrorCaught, watchClientErrorsFx, MAX_CLIENT_ERROR_REPORTS, type ClientError } from './error-logger';
export { PageSections, usePageSections } from './page-sections';
export { DayActions, useDayActions } from './day-actions';
export { lazyPage, withTimeout, CHUNK_TIMEOUT_MS, ChunkTimeoutError, isChunkLoadFailure, PageErrorBoundary } from './lazy-page';
export {
  groupDrawer,
  collectRoutes,
  collectDrawer,
  collectDrawerGroups,
  OTHER_DRAWER_GROUP,
  type PortalRoute,
  type PortalDrawerItem,
  type PortalDashboardCard,
  type PortalPageSection,
  type PortalDayAction,
  collectDashboardCards,
  collectPageSections,
  collectDayActions,
  type DrawerGroup,
} from './registry';
// the live portal (issue 5): push events and the service worker (the socket and the banner come with the shell's chunk)
export { pushFrameReceived } from '../push/events';
export { serviceWorkerUpdated, watchServiceWorkerFx } from '../version/events';
export { loadSignedInShell } from '../shell/app-root';
