import { lazy, Suspense } from 'react';
import type { VoucherOffersProps } from './vouchers';

const Offers = lazy(() => import('./vouchers').then(({ VoucherOffers }) => ({ default: VoucherOffers })));

/**
 * The vouchers to collect on a page (home, shop, product), loaded with their own code once the page is up: no first
 * screen waits for them. Nothing until then.
 */
export function LazyVoucherOffers(props: VoucherOffersProps) {
  return (
    <Suspense fallback={null}>
      <Offers {...props} />
    </Suspense>
  );
}
