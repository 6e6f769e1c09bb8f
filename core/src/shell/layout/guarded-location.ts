import { useCallback } from 'react';
import { useScopedLocation } from '../../portal/location-hook';
import { useConfirmLeave } from '../../ui';

/**
 * The signed-in shell's location hook: like useScopedLocation, but every link and
 * programmatic navigation first asks Leave or Stay while a form is dirty. It lives
 * in the shell's lazy chunk so the sign-in screen does not carry the dialog code.
 */
export function useGuardedScopedLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const [path, navigate] = useScopedLocation();
  const confirmLeave = useConfirmLeave();
  const guarded = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      void confirmLeave().then((leave) => {
        if (leave) navigate(to, options);
      });
    },
    [navigate, confirmLeave],
  );
  return [path, guarded];
}
