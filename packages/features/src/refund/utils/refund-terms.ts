import type { RefundFormValue } from '@bazaar/design-system';
import type { Order } from '@bazaar/contract';
import { refundableSum } from '../../lib';

/** What the form may ask for this order's chosen items (the server's refund rules). */
export interface RefundTerms {
  /** Before shipping: whole items, refund only, the amount set, no proof needed. */
  unshipped: boolean;
  types: RefundFormValue['type'][];
  goodsStatuses: RefundFormValue['goods_status'][];
  /** The most that may be asked ("25.00"), or undefined when unknown. */
  max: string | undefined;
}

/**
 * The terms of a refund of `items` of `order`: what is still refundable on them (the server's
 * `refundable` per line), else the amount the link carried (`fallback`).
 */
export function refundTerms(
  order: Pick<Order, 'status'> | undefined,
  items: readonly Order['items'][number][],
  fallback: string | undefined,
): RefundTerms {
  const unshipped = order?.status === 'waiting_deliver';
  return {
    unshipped,
    types: unshipped ? ['refund_only'] : ['refund_only', 'return_refund'],
    goodsStatuses: unshipped ? ['not_received'] : ['not_received', 'received'],
    max: refundableSum(items) ?? fallback,
  };
}
