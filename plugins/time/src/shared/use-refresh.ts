import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { REFRESH_INTERVAL_MS, refreshWanted } from './model';

/** Fire refreshWanted when the window gets focus back, and every two minutes while visible. */
export function useRefreshOnFocus(): void {
  const fire = useUnit(refreshWanted);
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'visible') fire();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    const timer = window.setInterval(onFocus, REFRESH_INTERVAL_MS);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
      window.clearInterval(timer);
    };
  }, [fire]);
}
