import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import type { CheckoutVouchers, MyVoucher } from '@bazaar/contract';
import { queryKeys, useApi } from '../../lib';

/** The kinds of voucher a checkout takes: one per shop, one platform and one shipping voucher. */
export type VoucherSlot = { scope: 'shop'; shopId: number } | { scope: 'platform' } | { scope: 'shipping' };

/** The chosen my-voucher id of a slot. */
export function chosenIn(choice: CheckoutVouchers, slot: VoucherSlot): number | undefined {
  return slot.scope === 'shop' ? choice.shop?.[String(slot.shopId)] : choice[slot.scope];
}

/** The choice with one slot set (`id`) or emptied (`undefined`). */
export function withChosen(choice: CheckoutVouchers, slot: VoucherSlot, id: number | undefined): CheckoutVouchers {
  if (slot.scope !== 'shop') {
    const { [slot.scope]: _old, ...rest } = choice;
    return id === undefined ? rest : { ...rest, [slot.scope]: id };
  }
  const { [String(slot.shopId)]: _old, ...shops } = choice.shop ?? {};
  return { ...choice, shop: id === undefined ? shops : { ...shops, [String(slot.shopId)]: id } };
}

/** The shopper's unused vouchers that fit a slot. */
export function vouchersFor(mine: MyVoucher[], slot: VoucherSlot): MyVoucher[] {
  return mine.filter(
    (m) => m.voucher.scope === slot.scope && (slot.scope !== 'shop' || m.voucher.shop?.id === slot.shopId),
  );
}

/**
 * The vouchers of a checkout: the shopper's unused ones, and the choice sent with the preview. Until the shopper
 * chooses, the preview's `best` combination is taken (`adoptBest`; he can change it); a promo code is the
 * platform's voucher, so typing one drops a chosen platform voucher.
 */
export function useCheckoutVouchers(promo: string) {
  const api = useApi();
  const mine = useSWR(queryKeys.myVouchers('checkout'), () => api.voucher.mine({ status: 'unused', limit: 50 }));
  const [choice, setChoice] = useState<CheckoutVouchers>();
  useEffect(() => {
    if (promo) setChoice((c) => c && withChosen(c, { scope: 'platform' }, undefined));
  }, [promo]);
  return {
    mine: mine.data?.data ?? [],
    /** What the preview is asked with: nothing until the best is known. */
    choice: choice ?? {},
    /** The shopper's own choice of a slot. */
    choose: (slot: VoucherSlot, id: number | undefined) => setChoice((c) => withChosen(c ?? {}, slot, id)),
    /** The preview's suggestion, taken while the shopper has chosen nothing. */
    adoptBest: useCallback((best: CheckoutVouchers) => setChoice((c) => c ?? best), []),
  };
}
