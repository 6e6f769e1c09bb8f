import { allSettled } from 'effector';
import { StrictMode, startTransition } from 'react';
import './styles.css';
import { firstViewIn, replaceWhenReady } from './start/first-view';

// the mobile apps' store pages: set to override the defaults, or empty to hide a badge
const storeEnv = import.meta.env as ImportMetaEnv & { VITE_GOOGLE_PLAY_URL?: string; VITE_APP_STORE_URL?: string };

const galleryEnabled = import.meta.env.DEV || import.meta.env.VITE_GALLERY === '1';

/** the browser's turn: what follows runs in a task of its own */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main() {
  // The start in tasks of its own (issue 22, Lighthouse's blocking time): core's modules, the portal model, React DOM's
  // client and the first render were one task of ≈ 330 ms on Lighthouse's slow phone, most of the sign-in screen's
  // blocking time. Each is now a task of its own. Core's modules make their effector units as they load (≈ 45 ms here,
  // 160–240 ms on the slow phone), so they load in three stages, each a module this entry imports once the one before
  // has run: the contracts, then the API layer and the session model, then the rest of core. The build's start script
  // asks for every stage with the entry (apps/portal/boot-splash.ts `startStages`), so no stage waits for the network,
  // and each stage is one chunk (chunk-plan.ts).
  await nextTask();
  await import('./start/contracts');
  await nextTask();
  await import('./start/session');
  await nextTask();
  const { createLazyPortal, isChunkLoadFailure, watchServiceWorkerFx } = await import('@lonna/core');
  await nextTask();
  // the gallery plugin is imported only when enabled, so production builds do not contain it
  const extra = galleryEnabled ? [(await import('./dev-plugin')).devPlugin] : [];
  const { Root, started, scope } = createLazyPortal({
    plugins: extra,
    // the installed plugins load after sign-in: the sign-in screen's JavaScript is the shell's alone (issue 22)
    lazyPlugins: () => import('./plugins').then((m) => m.plugins),
    forgotPasswordUrl: import.meta.env.VITE_FORGOT_PASSWORD_URL || undefined,
    legacyPortalUrl: import.meta.env.VITE_LEGACY_PORTAL_URL || undefined,
    storeLinks: {
      ...(storeEnv.VITE_GOOGLE_PLAY_URL !== undefined ? { googlePlay: storeEnv.VITE_GOOGLE_PLAY_URL || null } : {}),
      ...(storeEnv.VITE_APP_STORE_URL !== undefined ? { appStore: storeEnv.VITE_APP_STORE_URL || null } : {}),
    },
  });
  // the session check (/api/me) goes out now, while React DOM's client loads and runs, not after the first render: on
  // the dashboard it is a round trip before the first card can ask for its data (issue 22)
  const running = started();
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  // the server's first view of the page, when it sent one (apps/server/src/host/http/first-view.ts): the app renders
  // beside it, out of the document, and takes its place once it shows the same (start/first-view.ts)
  const host = document.getElementById('root')!;
  const firstView = firstViewIn(host);
  const container = firstView ? document.createElement('div') : host;
  const root = createRoot(container, {
    // a code chunk that could not load (offline) is shown where it belongs — the page or the card says so and offers a
    // retry — so it is no console error; every other error a boundary catches still is
    onCaughtError(error, info) {
      if (isChunkLoadFailure(error)) return;
      console.error(error, info.componentStack);
    },
  });
  // the first render as a transition: React renders it in slices of a few ms and lets the browser in between, instead of
  // one task of ≈ 80 ms (≈ 330 ms on Lighthouse's slow phone: most of the sign-in screen's blocking time, issue 22)
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
  if (firstView) void replaceWhenReady(firstView, container);
  await running;
  // the installable app: the shell works offline, never API data (public/sw.js); not in development
  if (import.meta.env.PROD) void allSettled(watchServiceWorkerFx, { scope, params: '/sw.js' });
}

void main();
