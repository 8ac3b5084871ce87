import type { PayAnswer } from '@bazaar/contract';
import { sql } from 'kysely';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { post, userBalances } from '../ledger';
import { transition } from './transitions';

export interface PayTarget {
  pay_sn?: string;
  order_id?: number;
}

/**
 * Pays the caller's unpaid orders of a batch (or one order) from the wallet, inside the
 * caller's transaction: each order moves waiting_pay → waiting_deliver by a conditional
 * update and its total moves user_available → platform_escrow in the ledger (once per
 * order, by ledger key). A concurrent or repeated payment finds nothing left to pay and is
 * refused; a short balance refuses the whole payment ("Insufficient balance").
 * The payment code is checked by the caller before this transaction.
 */
export async function payOrders(trx: Trx, userId: number, target: PayTarget): Promise<PayAnswer> {
  let query = trx.selectFrom('orders').select(['id', 'status', 'total', 'order_sn']).where('user_id', '=', userId);
  if (target.pay_sn) query = query.where('pay_sn', '=', target.pay_sn);
  else if (target.order_id) query = query.where('id', '=', target.order_id);
  else throw new BusinessError('validation.required', { field: 'pay_sn', params: { field: 'pay_sn' } });
  const orders = await query.orderBy('id').execute();
  if (!orders.length)
    throw new BusinessError('common.record_not_found', { field: target.pay_sn ? 'pay_sn' : 'order_id' });
  const unpaid = orders.filter((o) => o.status === 'waiting_pay');
  if (!unpaid.length) throw new BusinessError('order.status_not_allowed', { reason: 'status_not_allowed' });

  let paid = 0;
  for (const order of unpaid) {
    await transition(trx, order.id, 'pay', 'waiting_pay');
    paid += order.total;
    if (order.total > 0) {
      await post(trx, {
        type: 'order_pay',
        ref: `order:${order.id}`,
        memo: `Order ${order.order_sn}`,
        idempotencyKey: `order_pay:${order.id}`,
        postings: [
          { account: { kind: 'user_available', ownerId: userId }, amount: -order.total },
          { account: { kind: 'platform_escrow' }, amount: order.total },
        ],
      });
    }
  }
  // Sales count paid units; products in id order so that concurrent payments lock them alike.
  const sold = await trx
    .selectFrom('order_items')
    .select((eb) => ['product_id', eb.fn.sum<number>('quantity').as('quantity')])
    .where(
      'order_id',
      'in',
      unpaid.map((o) => o.id),
    )
    .groupBy('product_id')
    .orderBy('product_id')
    .execute();
  for (const item of sold) {
    await trx
      .updateTable('products')
      .set({ sales: sql`sales + ${Number(item.quantity)}` })
      .where('id', '=', item.product_id)
      .execute();
  }
  const { money } = await userBalances(trx, userId);
  return { paid: formatMoney(paid), money: formatMoney(money) };
}
