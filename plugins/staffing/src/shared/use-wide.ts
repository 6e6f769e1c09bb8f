import { useSyncExternalStore } from 'react';

/**
 * Whether the screen is at least Tailwind's `sm` (640 px): the planner renders either its grid or the phone's day list,
 * never both hidden by CSS (a month of 300 people as a hidden day list was thousands of buttons nobody saw). Core has
 * the same hook (shell/use-media.ts) but does not export it.
 */
const QUERY = '(min-width: 640px)';
const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const m = window.matchMedia(QUERY);
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
};
const wide = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY).matches : true);

export function useWide(): boolean {
  return useSyncExternalStore(subscribe, wide, () => true);
}
