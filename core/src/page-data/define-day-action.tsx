import { useUnit } from 'effector-react';
import { useEffect, type ComponentType } from 'react';
import type { DayActionProps } from '../plugin/types';
import type { PageData } from './page-data';

/**
 * A day action's lazy entry: `export default defineDayAction(View, data)`. The host renders the action once per day
 * (a month is 28–31 of them), so its data opens when the first day mounts and closes when the last one goes — one
 * load for the page, not one per day.
 */
export function defineDayAction(View: ComponentType<DayActionProps>, data: PageData): ComponentType<DayActionProps> {
  let mounted = 0;
  function DayAction(props: DayActionProps) {
    const [opened, closed] = useUnit([data.opened, data.closed]);
    useEffect(() => {
      mounted += 1;
      if (mounted === 1) opened();
      return () => {
        mounted -= 1;
        if (mounted === 0) closed();
      };
    }, [opened, closed]);
    return <View {...props} />;
  }
  DayAction.displayName = `DayAction(${View.displayName ?? View.name ?? 'View'})`;
  return DayAction;
}
