import { useEffect, useRef } from 'react';
import { LIVE_REFRESH_MS } from '../api/use-admin-flash-items';

/**
 * Calls `refresh` every few seconds while `live` (a live session's units sold), and not at all otherwise. The
 * latest `refresh` is called, so a list that hands a new one each render does not restart the timer.
 */
export function useLiveRefresh(live: boolean, refresh: () => unknown): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => void latest.current(), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live]);
}
