import { REVIEWABLE_STATUSES, canMove, type Order } from '@bazaar/contract';
import { refundLeft } from '../../lib';

export type OrderActionKey = 'cancel' | 'pay' | 'logistics' | 'refund' | 'confirm' | 'review';

/**
 * The actions an order's status allows, in button order (the main one last).
 * The statuses come from the contract's transition table (the server's own).
 * On the details page the logistics are already shown, so no "logistics" button.
 */
export function orderActions(order: Pick<Order, 'status' | 'items'>, onDetails: boolean): OrderActionKey[] {
  const keys: OrderActionKey[] = [];
  if (canMove(order.status, 'cancel')) keys.push('cancel');
  if (canMove(order.status, 'pay')) keys.push('pay');
  if (order.status === 'delivered' && !onDetails) keys.push('logistics');
  if (canMove(order.status, 'apply_refund') && order.items.some(refundLeft)) keys.push('refund');
  if (canMove(order.status, 'confirm')) keys.push('confirm');
  if (REVIEWABLE_STATUSES.includes(order.status) && order.items.some((i) => !i.reviewed)) keys.push('review');
  return keys;
}
