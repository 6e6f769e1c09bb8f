import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

/**
 * The location as Effector state, so the navigation guard runs (and is
 * tested) in a Scope; wouter reads it through `useScopedLocation`.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/dashboard',
  '/questions': '/app/questions',
};
export const DASHBOARD_PATH = '/dashboard';

export function redirectFor(path: string): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return REDIRECTS[clean] ?? null;
}

/** a link or the app navigates (history push) */
export const navigated = createEvent<string>();
/** the app redirects (history replace) */
export const redirected = createEvent<string>();
/** the browser moved (page load, back/forward) */
export const locationChanged = createEvent<string>();

export const $path = createStore('/');

export const pushHistoryFx = createEffect(({ path, replace }: { path: string; replace: boolean }) => {
  if (typeof window === 'undefined' || window.location.pathname === path) return;
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
});

/** Read the page's path and follow back/forward (bound to the calling Scope). */
export const watchLocationFx = createEffect(() => {
  if (typeof window === 'undefined') return;
  const changed = scopeBind(locationChanged, { safe: true });
  window.addEventListener('popstate', () => changed(window.location.pathname));
  changed(window.location.pathname);
});

const target = sample({
  clock: [
    navigated.map((path) => ({ path, replace: false })),
    redirected.map((path) => ({ path, replace: true })),
    locationChanged.map((path) => ({ path, replace: true })),
  ],
  fn: ({ path, replace }) => {
    const r = redirectFor(path);
    return r ? { path: r, replace: true } : { path, replace };
  },
});
sample({ clock: target, fn: (t) => t.path, target: $path });
sample({ clock: target, target: pushHistoryFx });

/** wouter pattern → RegExp: '/leaveplanner/:Id' matches '/leaveplanner/12' */
export function matchPath(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((seg) => (seg.startsWith(':') ? (seg.endsWith('?') ? '?[^/]*' : '[^/]+') : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i').test(path);
}
