import type { OrderStatus } from '@bazaar/contract';
import type { Trx } from '../../db';
import { post } from '../ledger';
import { scheduleJob } from '../jobs/queue';
import { returnFlashUnits } from '../flash/checkout';
import { releasePromo } from '../promo/claim';
import { platformVoucherCost, releaseVouchers } from '../voucher/spend';
import { nowSeconds } from '../../lib/time';
import { splitFee } from '../wallet/fees';
import { autoCompleteDelay, commissionRateBp } from './settings';
import { releaseStock } from './stock';
import { AUTO_COMPLETE } from './timer-kinds';
import { transition } from './transitions';

/**
 * waiting_pay → cancelled: the reserved stock, the flash units while their session lasts (flash/checkout.ts),
 * the promo use and the vouchers (voucher/spend.ts) are given back, in order/create's lock order (the
 * vouchers, the promo code, then the stock and the flash items), so a cancel and a checkout never wait on
 * each other's rows in turn.
 */
export async function cancelOrder(trx: Trx, orderId: number): Promise<void> {
  await transition(trx, orderId, 'cancel', 'waiting_pay');
  await releaseVouchers(trx, orderId, nowSeconds());
  await releasePromo(trx, orderId);
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'sku_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  await releaseStock(
    trx,
    items.map((i) => ({ productId: i.product_id, skuId: i.sku_id, quantity: i.quantity })),
  );
  await returnFlashUnits(trx, orderId, nowSeconds());
}

/** delivered → received (by the shopper or the timer); completion is due `auto_complete_days` later. */
export async function confirmOrder(trx: Trx, orderId: number, now: number): Promise<void> {
  await transition(trx, orderId, 'confirm', 'delivered');
  await scheduleJob(trx, AUTO_COMPLETE, orderId, now + (await autoCompleteDelay(trx)));
}

/** received → completed, and the merchant is paid (settleOrder). */
export async function completeOrder(trx: Trx, orderId: number): Promise<void> {
  await transition(trx, orderId, 'complete', 'received');
  await settleOrder(trx, orderId);
}

/** What went back to the shopper on an order's lines, in cents. */
export async function refundedOfOrder(trx: Trx, orderId: number): Promise<number> {
  const refunded = await trx
    .selectFrom('order_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refunded_amount'), eb.lit(0)).as('sum'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(refunded.sum);
}

/**
 * Pays the merchant when an order completes: what the order cost, less what was refunded,
 * leaves the platform's escrow; what the platform's vouchers (platform and shipping) took off the
 * order is the platform's cost and leaves its `voucher_subsidy` account (in proportion to what was
 * kept when part was refunded, rounded down). Of the two together the platform's commission goes
 * to its revenue account and the rest to the shop's payable account, so the shop is settled its
 * goods less its own vouchers and the commission. (An order that ends `refunded` had everything paid
 * go back, so nothing is left to settle.) The ledger key `order_settle:<id>` makes it act once.
 */
export async function settleOrder(trx: Trx, orderId: number): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['shop_id', 'total', 'order_sn'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const refunded = await refundedOfOrder(trx, orderId);
  const share = Math.max(0, order.total - refunded);
  const cost = await platformVoucherCost(trx, orderId);
  const subsidy = refunded === 0 || order.total === 0 ? cost : Math.floor((cost * share) / order.total);
  const base = share + subsidy;
  if (base <= 0 || (share === 0 && refunded > 0)) return;
  const { fee: commission, actual: toShop } = splitFee(base, await commissionRateBp(trx));
  await post(trx, {
    type: 'settlement',
    ref: `order:${orderId}`,
    memo: `Order ${order.order_sn}`,
    idempotencyKey: `order_settle:${orderId}`,
    postings: [
      { account: { kind: 'platform_escrow' as const }, amount: -share },
      { account: { kind: 'voucher_subsidy' as const }, amount: -subsidy },
      { account: { kind: 'merchant_payable' as const, ownerId: order.shop_id }, amount: toShop },
      { account: { kind: 'commission_revenue' as const }, amount: commission },
    ].filter((p) => p.amount !== 0),
  });
}

/**
 * Completes a received order as soon as every item is reviewed (for the reviews module,
 * after it stores a review in the same transaction). Returns whether it completed.
 */
export async function maybeCompleteOrder(trx: Trx, orderId: number): Promise<boolean> {
  const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
  if (order?.status !== ('received' satisfies OrderStatus)) return false;
  const open = await trx
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .where('reviewed', '=', 0)
    .executeTakeFirst();
  if (open) return false;
  await completeOrder(trx, orderId);
  return true;
}
