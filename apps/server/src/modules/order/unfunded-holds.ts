import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { userBalances } from '../ledger';

export interface UnfundedHoldLimits {
  /** Units of one product a shopper may hold in unpaid orders their balance does not cover (UNFUNDED_HOLD_UNITS). */
  unitsPerProduct: number;
  /** Unpaid orders a shopper may hold that their balance does not cover (UNFUNDED_HOLD_ORDERS). */
  orders: number;
}

export const UNFUNDED_HOLD_DEFAULTS: UnfundedHoldLimits = { unitsPerProduct: 5, orders: 5 };

/**
 * An order reserves its stock until it is paid or cancelled (auto_cancel_minutes), so an empty
 * account once held the whole stock of product after product. A shopper whose available balance
 * covers all their unpaid orders with the new ones may hold as much as they could pay for at
 * once; otherwise their unpaid orders may hold at most `unitsPerProduct` units of each product
 * and number at most `orders`.
 *
 * Inside createOrders' transaction, before its orders are written, after it locked the shopper's row:
 * concurrent checkouts of one shopper count each other's orders.
 */
export async function assertUnfundedHoldAllowed(
  trx: Trx,
  userId: number,
  order: { total: number; orders: number; lines: { productId: number; quantity: number }[] },
  limits: UnfundedHoldLimits,
): Promise<void> {
  const unpaid = await trx
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('total').as('total')])
    .where('user_id', '=', userId)
    .where('status', '=', 'waiting_pay')
    .executeTakeFirstOrThrow();
  const { money } = await userBalances(trx, userId);
  if (money >= Number(unpaid.total ?? 0) + order.total) return;

  if (Number(unpaid.count) + order.orders > limits.orders) {
    throw new BusinessError('checkout.unfunded_orders_limit', { params: { max: limits.orders } });
  }
  const wanted = new Map<number, number>();
  for (const line of order.lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const held = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => ['order_items.product_id', eb.fn.sum<number>('order_items.quantity').as('quantity')])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'waiting_pay')
    .where('order_items.product_id', 'in', [...wanted.keys()])
    .groupBy('order_items.product_id')
    .execute();
  for (const row of held) wanted.set(row.product_id, (wanted.get(row.product_id) ?? 0) + Number(row.quantity));
  if ([...wanted.values()].some((units) => units > limits.unitsPerProduct)) {
    throw new BusinessError('checkout.unfunded_units_limit', {
      field: 'quantity',
      params: { max: limits.unitsPerProduct },
    });
  }
}
