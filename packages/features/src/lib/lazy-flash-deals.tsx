import { lazy, Suspense } from 'react';
import { useIdle } from './when-idle';

const Deals = lazy(() => import('./flash').then(({ FlashDeals }) => ({ default: FlashDeals })));

/**
 * The home page's flash deals, loaded with their own code once the page is up and the main thread idle: no first
 * screen waits for them, nor for their requests and render. Nothing until then (they sit below a phone's fold, and
 * show nothing at all while no session is live, so no space is kept for them).
 */
export function LazyFlashDeals({ className }: { className?: string }) {
  if (!useIdle()) return null;
  return (
    <Suspense fallback={null}>
      <Deals className={className} />
    </Suspense>
  );
}
