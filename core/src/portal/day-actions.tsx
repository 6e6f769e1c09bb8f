import { useUnit } from 'effector-react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { DayActionModule, DayActionProps } from '../plugin/types';
import { usePortal } from './context';
import { withTimeout } from './lazy-page';
import type { PortalDayAction } from './registry';

/** An action that failed to load leaves its day as it was (the host page stays). */
class ActionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const cache = new WeakMap<() => Promise<DayActionModule>, ComponentType<DayActionProps>>();
/** one React.lazy per loader: every day shares the action's chunk and its state */
function lazyAction(loader: () => Promise<DayActionModule>): ComponentType<DayActionProps> {
  let c = cache.get(loader);
  if (!c) {
    c = lazy(() => withTimeout(loader()));
    cache.set(loader, c);
  }
  return c;
}

/** the day actions other plugins add to this page that the user may see (DayActionDef) */
export function useDayActions(page: string): PortalDayAction[] {
  const { $dayActions } = usePortal();
  return useUnit($dayActions).filter((a) => a.pages.includes(page));
}

/**
 * The actions installed plugins add to one day of a schedule page: the host renders it in every day with the employee
 * and the date. Nothing (not even a wrapper) when no plugin contributes one.
 */
export function DayActions({ page, anstNr, date }: { page: string } & DayActionProps) {
  const actions = useDayActions(page);
  if (actions.length === 0 || !anstNr) return null;
  return (
    <>
      {actions.map((a) => {
        const Action = lazyAction(a.action);
        return (
          <ActionBoundary key={a.key}>
            <Suspense fallback={null}>
              <Action anstNr={anstNr} date={date} />
            </Suspense>
          </ActionBoundary>
        );
      })}
    </>
  );
}
