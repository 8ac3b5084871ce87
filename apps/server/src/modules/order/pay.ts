import type { PayAnswer, PayTargetQuery } from '@bazaar/contract';
import { preparedVariants, standInItems, type Db, type Trx } from '../../db';
import { moneyParam } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { addSales } from '../catalog/sales';
import { notify } from '../notification/notify';
import { post, userBalances } from '../ledger';
import { payableOrders } from './pay-target';
import { transition } from './transitions';

/** Units per product of `count` orders, prepared per count. */
const soldUnits = preparedVariants(
  (count: number) => (db: Db, v: { orders: readonly { id: number }[] }) =>
    db
      .selectFrom('order_items')
      .select((eb) => ['product_id', eb.fn.sum<number>('quantity').as('quantity')])
      .where(
        'order_id',
        'in',
        standInItems(v.orders, count).map((order) => order.id),
      )
      .groupBy('product_id'),
);

/**
 * Pays the caller's unpaid orders of a batch (or one order) from the wallet, inside the
 * caller's transaction: each order moves waiting_pay → waiting_deliver by a conditional
 * update and its total moves user_available → platform_escrow in the ledger (once per
 * order, by ledger key). A concurrent or repeated payment finds nothing left to pay and is
 * refused; a short balance refuses the whole payment ("Insufficient balance"). Each paid order
 * tells the shopper so (a receipt in their notifications).
 * The payment code is checked by the caller before this transaction.
 */
export async function payOrders(trx: Trx, userId: number, target: PayTargetQuery): Promise<PayAnswer> {
  const { unpaid } = await payableOrders(trx, userId, target);

  let paid = 0;
  // The wallet's balance after the last debit, as its ledger update returned it.
  let money: number | undefined;
  for (const order of unpaid) {
    await transition(trx, order.id, 'pay', 'waiting_pay');
    paid += order.total;
    if (order.total > 0) {
      const { lines } = await post(trx, {
        type: 'order_pay',
        ref: `order:${order.id}`,
        memo: `Order ${order.order_sn}`,
        idempotencyKey: `order_pay:${order.id}`,
        postings: [
          { account: { kind: 'user_available', ownerId: userId }, amount: -order.total },
          { account: { kind: 'platform_escrow' }, amount: order.total },
        ],
      });
      money = lines.find((l) => l.account.kind === 'user_available')?.balanceAfter ?? money;
    }
    // The shopper's receipt, in the payment's transaction like the later order notices.
    await notify(trx, userId, {
      type: 'order',
      title: 'notify.order_paid_title',
      content: 'notify.order_paid',
      params: { amount: moneyParam(order.total), order_sn: order.order_sn },
      ref: `order:${order.id}`,
    });
  }
  // Sales count paid units.
  const { rows: sold } = await soldUnits(unpaid.length)(trx, { orders: unpaid });
  await addSales(
    trx,
    sold.map((item) => ({ productId: item.product_id, quantity: Number(item.quantity) })),
  );
  money ??= (await userBalances(trx, userId)).money;
  return { paid: formatMoney(paid), money: formatMoney(money) };
}
