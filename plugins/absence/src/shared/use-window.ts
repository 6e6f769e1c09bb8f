import { useCallback, useState, type UIEvent } from 'react';

/**
 * Row virtualisation for a scrolling list of fixed-height rows: only the rows in view (and a few either side) are
 * rendered, so a 300-person calendar stays as fast as a 10-person one.
 */
export function useWindow(count: number, rowHeight: number, viewHeight: number, overscan = 6) {
  const [top, setTop] = useState(0);
  const onScroll = useCallback((e: UIEvent<HTMLElement>) => setTop(e.currentTarget.scrollTop), []);
  const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((top + viewHeight) / rowHeight) + overscan);
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight, onScroll };
}
