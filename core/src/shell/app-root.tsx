import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { usePortal } from '../portal/context';
import { lazyPage, PageErrorBoundary, withTimeout } from '../portal/lazy-page';
import { $path, matchPath } from '../portal/router';
import { $autoLoggedOut, $sessionChecked } from '../session/model';
import { $authenticated } from '../session/state';
import { useT } from '../i18n/runtime';
import { Spinner } from '../ui';
import { BrandMark } from './brand';
import { InactivityScreen } from './inactivity';
import { SignInScreen } from './sign-in';
import { SnackbarHost } from './snackbar-host';

// everything after login is its own chunk: the sign-in screen stays small
export const loadSignedInShell = () => withTimeout(import('./layout'));
const AuthenticatedShell = lazy(loadSignedInShell);

/**
 * The start screen while the session is checked. index.html paints the same markup before any JavaScript
 * (apps/portal/boot-splash.ts): keep the two in step, so React's first render changes nothing on screen.
 */
export function Splash() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-surface-2 px-4 text-center text-on-surface">
      <BrandMark size={56} />
      <p className="text-lg text-muted">{t('shell.signIn.subtitle')}</p>
      <Spinner label={t('shell.loading')} showLabel />
    </div>
  );
}

function Screen() {
  const { allRoutes } = usePortal();
  const [path, checked, authenticated, autoLoggedOut] = useUnit([$path, $sessionChecked, $authenticated, $autoLoggedOut]);
  const standalone = allRoutes.find((r) => r.standalone && matchPath(r.path, path));
  if (standalone) {
    const Page = lazyPage(standalone.page);
    return <Page />;
  }
  if (autoLoggedOut) return <InactivityScreen />;
  if (!checked) return <Splash />;
  if (!authenticated) return <SignInScreen />;
  return <AuthenticatedShell />;
}

/** Decides the screen: a static page, the inactivity notice, sign-in, or the signed-in shell. */
export function AppRoot() {
  const path = useUnit($path);
  return (
    <>
      <PageErrorBoundary resetKey={path}>
        <Suspense fallback={<Splash />}>
          <Screen />
        </Suspense>
      </PageErrorBoundary>
      <SnackbarHost />
    </>
  );
}
