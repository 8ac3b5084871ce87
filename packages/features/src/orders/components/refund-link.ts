import type { Order } from '@bazaar/contract';
import { refundLeft, refundableSum } from '../../lib';

/**
 * The refund form's link: the items with something left to refund, and how much is left on
 * them (the order's total when the server does not say).
 */
export function refundLink(order: Pick<Order, 'id' | 'order_sn' | 'items' | 'total'>) {
  const items = order.items.filter(refundLeft);
  return {
    id: order.id,
    order_sn: order.order_sn,
    product_ids: [...new Set(items.map((i) => i.product_id))],
    amount: refundableSum(items) ?? order.total,
  };
}
