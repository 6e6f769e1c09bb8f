import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { $path, navigated, redirected } from './router';

/** wouter's location hook backed by the Scope's $path, so links and the guard share one source. */
export function useScopedLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const [path, push, replace] = useUnit([$path, navigated, redirected]);
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => (options?.replace ? replace(to) : push(to)), [push, replace]);
  return [path, navigate];
}
