import { useEffect } from 'react';
import { progress } from './progress';

/** Suspense fallback of lazily loaded routes: the thin progress bar, nothing else. */
export function RouteFallback() {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return null;
}
