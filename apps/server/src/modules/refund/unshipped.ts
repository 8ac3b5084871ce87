import { BusinessError } from '../../lib/errors';
import { moneyParam } from '../../i18n';
import { readRefundAmount } from './amount';

/**
 * Before the goods leave, a refund is for whole items at their paid share: the server sets the
 * amount from the chosen lines (what is still refundable on them), a different amount is refused,
 * and a line refunded before cannot be chosen again. Partial amounts (compensation) only make
 * sense for goods the shopper has, after shipping.
 */
export function wholeItemsAmount(refundable: ReadonlyMap<number, number>, requested: unknown): number {
  const rooms = [...refundable.values()];
  if (rooms.some((room) => room === 0)) throw new BusinessError('refund.item_refunded', { field: 'product_ids' });
  const amount = rooms.reduce((a, b) => a + b, 0);
  const given = typeof requested === 'string' ? requested.trim() : requested;
  if (given === undefined || given === null || given === '') return amount;
  if (readRefundAmount(given) !== amount) {
    throw new BusinessError('refund.whole_items', { field: 'amount', params: { amount: moneyParam(amount) } });
  }
  return amount;
}
