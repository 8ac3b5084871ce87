import { lazy, Suspense } from 'react';

const Deals = lazy(() => import('./flash').then(({ FlashDeals }) => ({ default: FlashDeals })));

/**
 * The home page's flash deals, loaded with their own code once the page is up: no first screen waits for them.
 * Nothing until then.
 */
export function LazyFlashDeals({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <Deals className={className} />
    </Suspense>
  );
}
