import { lazy, Suspense } from 'react';
import type { VoucherOffersProps } from './vouchers';
import { useIdle } from './when-idle';

const Offers = lazy(() => import('./vouchers').then(({ VoucherOffers }) => ({ default: VoucherOffers })));

/**
 * The vouchers to collect on a page (home, shop, product), loaded with their own code once the page is up and the
 * main thread idle: no first screen waits for them, nor for their request and render. Nothing until then (below a
 * phone's fold, and nothing at all when there is no voucher to collect, so no space is kept for them).
 */
export function LazyVoucherOffers(props: VoucherOffersProps) {
  if (!useIdle()) return null;
  return (
    <Suspense fallback={null}>
      <Offers {...props} />
    </Suspense>
  );
}
