import { WALLET_CURRENCY, type PayTarget, type PayTargetQuery } from '@bazaar/contract';
import { preparedVariants, type Db, type DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { shopCardOf, shopCards } from '../cart/shop-cards';

/** The caller's orders of a batch (by `pay_sn`) or one order (by `id`), in id order. */
const ordersOf = preparedVariants(
  (by: 'pay_sn' | 'id') => (db: Db, v: { userId: number; target: string | number }) =>
    db
      .selectFrom('orders')
      .select(['id', 'status', 'total', 'order_sn', 'pay_sn', 'shop_id'])
      .where('user_id', '=', v.userId)
      .where(by, '=', v.target)
      .orderBy('id'),
);

/**
 * The caller's orders behind a `pay_sn` (the batch) or an `order_id` (that order), id order, and
 * those of them still waiting for payment. Someone else's or an unknown target is "record not
 * found"; one with nothing left to pay (paid, cancelled) is refused by status. `order/pay` and
 * `order/pay_target` both start here, so the screen shows what the payment charges.
 */
export async function payableOrders(db: DbOrTrx, userId: number, target: PayTargetQuery) {
  if (!target.pay_sn && !target.order_id)
    throw new BusinessError('validation.required', { field: 'pay_sn', params: { field: 'pay_sn' } });
  const by = target.pay_sn ? 'pay_sn' : 'id';
  const { rows: orders } = await ordersOf(by)(db, { userId, target: target.pay_sn ?? target.order_id! });
  if (!orders.length)
    throw new BusinessError('common.record_not_found', { field: target.pay_sn ? 'pay_sn' : 'order_id' });
  const unpaid = orders.filter((o) => o.status === 'waiting_pay');
  if (!unpaid.length) throw new BusinessError('order.status_not_allowed', { reason: 'status_not_allowed' });
  return { orders, unpaid };
}

/** `order/pay_target`: the amount and orders the payment screen shows, from the orders themselves. */
export async function payTarget(db: DbOrTrx, userId: number, target: PayTargetQuery): Promise<PayTarget> {
  const { orders, unpaid } = await payableOrders(db, userId, target);
  const shops = await shopCards(
    db,
    unpaid.map((o) => o.shop_id),
    userId,
  );
  return {
    pay_sn: unpaid[0]!.pay_sn,
    total: formatMoney(unpaid.reduce((sum, o) => sum + o.total, 0)),
    currency: WALLET_CURRENCY,
    state: unpaid.length === orders.length ? 'waiting_pay' : 'partial',
    orders: unpaid.map((o) => ({
      id: o.id,
      order_sn: o.order_sn,
      shop: shopCardOf(shops, o.shop_id),
      amount: formatMoney(o.total),
    })),
  };
}
