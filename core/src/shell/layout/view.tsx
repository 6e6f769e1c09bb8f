import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useT } from '../../i18n/runtime';
import { usePortal } from '../../portal/context';
import { lazyPage, PageErrorBoundary } from '../../portal/lazy-page';
import { $path } from '../../portal/router';
import { activityTrackingStarted, userActive } from '../../session/model';
import { Spinner, UnsavedChangesProvider } from '../../ui';
import { CompanyDialog } from '../company-dialog';
import { ConfirmHost } from '../confirm';
import { NavigationDrawer } from '../drawer';
import { NotFoundPage } from '../not-found';
import { OfflineBanner, SupportBanner, Toolbar } from '../toolbar';
import { DownloadFailedDialog } from '../offline';
// the socket and the core's own push handlers (lists, session end, new build) come with the shell
import { liveChannel } from '../../push/channel';
import { $bannerVisible, versionWatchStarted } from '../../version/model';

// the new-version banner's view loads only when a new version is announced
const VersionBanner = lazy(() => import('../version-banner'));
import { useGuardedScopedLocation } from './guarded-location';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The push socket is open while the signed-in shell is on screen; a new build announced meanwhile gets its banner. */
function useLiveChannel() {
  const [start, stop, watchVersion] = useUnit([liveChannel.started, liveChannel.stopped, versionWatchStarted]);
  useEffect(() => {
    watchVersion();
    start();
    return () => stop();
  }, [start, stop, watchVersion]);
}

function NewVersionBanner() {
  const visible = useUnit($bannerVisible);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <VersionBanner />
    </Suspense>
  );
}

/** Reports user activity to the idle timer while the shell is on screen. */
function useActivityTracking() {
  const [started, active] = useUnit([activityTrackingStarted, userActive]);
  useEffect(() => {
    started();
    const on = () => active();
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, on, { passive: true }));
    return () => ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, on));
  }, [started, active]);
}

function Pages() {
  const { $routes, $knownRoutes } = usePortal();
  const [routes, known, path] = useUnit([$routes, $knownRoutes, $path]);
  const t = useT();
  const allowed = new Set(routes.map((r) => r.name));
  return (
    <PageErrorBoundary resetKey={path}>
      <Suspense fallback={<Spinner label={t('ui.loading')} showLabel />}>
        <Switch>
          {/* a plugin the company switched off has no routes here: its paths fall through to the not-found page */}
          {known
            .filter((r) => !r.standalone)
            .map((r) =>
              allowed.has(r.name) ? (
                <Route key={r.name} path={r.path} component={lazyPage(r.page)} />
              ) : (
                // known but not allowed: the navigation guard is redirecting to the dashboard
                <Route key={r.name} path={r.path}>
                  {null}
                </Route>
              ),
            )}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The signed-in shell (its own chunk): toolbar, drawer, pages, company dialog, confirm dialog. */
export default function AuthenticatedShell() {
  const t = useT();
  const { $ready } = usePortal();
  const ready = useUnit($ready);
  useActivityTracking();
  useLiveChannel();
  return (
    // forms in pages mark themselves dirty; the guarded router asks Leave or Stay before leaving them
    <UnsavedChangesProvider>
      <Router hook={useGuardedScopedLocation}>
        <div className="min-h-dvh bg-surface-2 text-on-surface">
          <a
            href="#main-content"
            className="sr-only z-50 rounded-control bg-primary px-3 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('shell.toolbar.skipToContent')}
          </a>
          <Toolbar />
          <div className="flex pt-14">
            <NavigationDrawer />
            <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 outline-none">
              <SupportBanner />
              <OfflineBanner />
              {/* one content width for every page (issue 13): a page fills it; its heading never jumps between pages */}
              <div className="mx-auto w-full max-w-5xl px-3 py-5 sm:px-6">{ready ? <Pages /> : <Spinner label={t('shell.loading')} showLabel />}</div>
            </main>
          </div>
          <CompanyDialog />
          <ConfirmHost />
          <DownloadFailedDialog />
          <NewVersionBanner />
        </div>
      </Router>
    </UnsavedChangesProvider>
  );
}
