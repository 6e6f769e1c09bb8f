import { useSyncExternalStore } from 'react';

/**
 * true while the media query matches (e.g. '(min-width: 768px)'). Without a window (server render, a test without
 * matchMedia) it answers `fallback`: the shell assumes a phone, a wide grid may prefer to assume a desktop.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const m = window.matchMedia(query);
      m.addEventListener('change', onChange);
      return () => m.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
/** Tailwind's `md`: where the drawer stays open beside the page */
export const DESKTOP_QUERY = '(min-width: 768px)';
