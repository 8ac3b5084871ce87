import type { Order } from '@bazaar/contract';
import { refundLeft } from '../../lib';

export type OrderActionKey = 'cancel' | 'pay' | 'logistics' | 'refund' | 'confirm' | 'review';

/** Statuses from which the shopper may ask for a refund (the server's transition table, `apply_refund`). */
const REFUNDABLE = new Set<Order['status']>(['waiting_deliver', 'delivered', 'received']);
/** Reviews are open once the goods are received. */
const REVIEWABLE = new Set<Order['status']>(['received', 'completed']);

/**
 * The actions an order's status allows, in button order (the main one last).
 * On the details page the logistics are already shown, so no "logistics" button.
 */
export function orderActions(order: Pick<Order, 'status' | 'items'>, onDetails: boolean): OrderActionKey[] {
  const keys: OrderActionKey[] = [];
  if (order.status === 'waiting_pay') keys.push('cancel', 'pay');
  if (order.status === 'delivered' && !onDetails) keys.push('logistics');
  if (REFUNDABLE.has(order.status) && order.items.some(refundLeft)) keys.push('refund');
  if (order.status === 'delivered') keys.push('confirm');
  if (REVIEWABLE.has(order.status) && order.items.some((i) => !i.reviewed)) keys.push('review');
  return keys;
}
