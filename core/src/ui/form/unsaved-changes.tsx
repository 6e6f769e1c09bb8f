import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/runtime';
import { ConfirmDialog } from '../confirm-dialog';

interface UnsavedChangesApi {
  setDirty(owner: string, dirty: boolean): void;
  isDirty(): boolean;
  /** resolves true when nothing is dirty or the user chose Leave; false for Stay */
  confirmLeave(): Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChangesApi | null>(null);

/**
 * Holds which forms are dirty and shows the Leave / Stay dialog. Mount it once around the routed
 * content; the shell calls `confirmLeave()` (or navigates with `useGuardedNavigate()`) before it
 * changes route, signs out, or switches company.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const dirtyOwners = useRef(new Set<string>());
  const [pending, setPending] = useState<((leave: boolean) => void) | null>(null);

  const setDirty = useCallback((owner: string, dirty: boolean) => {
    if (dirty) dirtyOwners.current.add(owner);
    else dirtyOwners.current.delete(owner);
  }, []);
  const isDirty = useCallback(() => dirtyOwners.current.size > 0, []);
  const confirmLeave = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        if (dirtyOwners.current.size === 0) return resolve(true);
        setPending(() => (leave: boolean) => {
          setPending(null);
          // leaving abandons the edits, so the next navigation is not asked about again
          if (leave) dirtyOwners.current.clear();
          resolve(leave);
        });
      }),
    [],
  );
  const api = useMemo(() => ({ setDirty, isDirty, confirmLeave }), [setDirty, isDirty, confirmLeave]);

  return (
    <UnsavedChangesContext.Provider value={api}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title={t('ui.UnsavedChanges.Title')}
        text={t('ui.UnsavedChanges.Text')}
        confirmLabel={t('ui.UnsavedChanges.Leave')}
        cancelLabel={t('ui.UnsavedChanges.Stay')}
        onConfirm={() => pending?.(true)}
        onCancel={() => pending?.(false)}
        danger
      />
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Marks the calling form dirty while `dirty` is true: closing or reloading the tab gets the
 * browser's own leave prompt, and route changes through the provider ask Leave or Stay.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const api = useContext(UnsavedChangesContext);
  const owner = useId();
  useEffect(() => {
    api?.setDirty(owner, dirty);
    return () => api?.setDirty(owner, false);
  }, [api, owner, dirty]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers need returnValue set to show the prompt (the text itself is the browser's)
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/** `await confirmLeave()` before leaving; without a provider nothing is guarded and it resolves true. */
export function useConfirmLeave(): () => Promise<boolean> {
  const api = useContext(UnsavedChangesContext);
  return useCallback(() => (api ? api.confirmLeave() : Promise.resolve(true)), [api]);
}

/** wouter navigation that asks first when a form is dirty: `navigate('/kalendarie')`. */
export function useGuardedNavigate(): (to: string, options?: { replace?: boolean }) => Promise<boolean> {
  const [, navigate] = useLocation();
  const confirmLeave = useConfirmLeave();
  return useCallback(
    async (to, options) => {
      if (!(await confirmLeave())) return false;
      navigate(to, options);
      return true;
    },
    [confirmLeave, navigate],
  );
}
