import { useEffect, useState } from 'react';

/** How long work deferred to idle waits at most: a page that never idles (a busy phone) still gets it. */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` once the main thread is idle (`requestIdleCallback`, at most `timeout` ms later), or, where the
 * browser has no idle callbacks (Safari), in a task of its own once the page has loaded: for what no first
 * screen needs.
 */
export function whenIdle(work: () => void, timeout = IDLE_TIMEOUT_MS): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout });
  else if (document.readyState === 'complete') setTimeout(work);
  else addEventListener('load', () => setTimeout(work), { once: true });
}

/** False until the main thread has been idle once after the component mounted (see {@link whenIdle}). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenIdle(() => mounted && setIdle(true));
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}
