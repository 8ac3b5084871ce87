import { sql } from 'kysely';
import type { CheckoutVouchers, CreateOrderAnswer, Lang, OrderLineInput } from '@bazaar/contract';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { moneyParam } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { serialNumber } from '../../lib/serial-number';
import { nowSeconds } from '../../lib/time';
import { scheduleJob } from '../jobs/queue';
import { claimPromo } from '../promo/claim';
import { spendVouchers } from '../voucher/spend';
import { reserveFlashUnits } from '../flash/checkout';
import { ownAddress } from './address';
import { priceCheckout } from './checkout';
import { promoMessageKey, voucherMessageKey } from './preview';
import { autoCancelDelay } from './settings';
import { reserveStock } from './stock';
import { AUTO_CANCEL } from './timer-kinds';
import { assertUnfundedHoldAllowed, type UnfundedHoldLimits } from './unfunded-holds';

export interface CreateInput {
  cart_ids?: number[];
  items?: OrderLineInput[];
  address_id?: number;
  promo_code?: string;
  vouchers?: CheckoutVouchers;
  remark?: string;
}

/**
 * Places one order per shop in one payment batch, inside the caller's transaction: prices
 * from the database, stock reserved (within the shopper's unfunded-hold limits) and flash units
 * with it (an order holding some is cancelled after FLASH_PAY_MINUTES when unpaid), promo use
 * recorded, address copied, the bought cart lines removed, and each order's auto-cancel timer
 * set. Any refusal rolls everything back.
 *
 * The shopper's row is locked first, so their concurrent checkouts count each other's orders and flash
 * units (the per-shopper counts are read once, when pricing). The rows many shoppers share come last: the
 * promo code's, then the stock (products and SKUs by id) and the flash items' units (by id), each taken by
 * a conditional update that refuses when too few are left. A hot product's row is then locked only from its
 * update to the commit, not through the reads and writes of the rest of the checkout.
 */
export async function createOrders(
  trx: Trx,
  userId: number,
  input: CreateInput,
  lang: Lang,
  limits: { holdLimits: UnfundedHoldLimits; flashPaySeconds: number },
): Promise<CreateOrderAnswer> {
  await trx
    .updateTable('users')
    .set({ updatetime: sql<number>`updatetime` })
    .where('id', '=', userId)
    .execute();
  const address = await ownAddress(trx, userId, input.address_id);
  const now = nowSeconds();
  const checkout = await priceCheckout(trx, userId, input, lang, now);
  if (checkout.promo?.reason) {
    throw new BusinessError(promoMessageKey(checkout.promo.reason), {
      field: 'promo_code',
      params: { amount: moneyParam(checkout.promo.promo?.min_spend ?? 0) },
    });
  }
  const refused = checkout.vouchers.unusable[0];
  if (refused) {
    throw new BusinessError(voucherMessageKey(refused.reason), {
      field: 'vouchers',
      reason: refused.reason,
      params: { amount: moneyParam(refused.minSpend ?? 0) },
    });
  }
  const lines = checkout.groups.flatMap((g) => g.lines);
  await assertUnfundedHoldAllowed(
    trx,
    userId,
    { total: checkout.total, orders: checkout.groups.length, lines },
    limits.holdLimits,
  );

  const paySn = serialNumber(now);
  // The promo code's part of an order's discount (the rest is its vouchers').
  const promoShare = (g: (typeof checkout.groups)[number]) =>
    g.discount - g.shopDiscount - g.platformDiscount - g.shippingDiscount;
  const cancelAt = now + (await autoCancelDelay(trx));
  // An order holding flash units gives them back sooner when unpaid (FLASH_PAY_MINUTES).
  const cancelAtOf = (g: (typeof checkout.groups)[number]) =>
    g.lines.some((l) => l.flashItemId) ? now + limits.flashPaySeconds : cancelAt;
  const orderIds: number[] = [];
  const orderIdOfShop = new Map<number, number>();
  const discounted: number[] = [];
  for (const group of checkout.groups) {
    const { id } = await trx
      .insertInto('orders')
      .values({
        order_sn: serialNumber(now),
        pay_sn: paySn,
        user_id: userId,
        shop_id: group.shopId,
        status: 'waiting_pay',
        goods_amount: group.goods,
        freight: group.freight,
        discount: group.discount,
        total: group.total,
        promo_code_id: promoShare(group) > 0 ? (checkout.promo?.promo?.id ?? null) : null,
        address: JSON.stringify(address),
        remark: (input.remark ?? '').slice(0, 500),
        createtime: now,
        updatetime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        group.lines.map((l) => ({
          order_id: id,
          product_id: l.productId,
          sku_id: l.skuId,
          title: l.title,
          image: l.image,
          spec: l.spec,
          price: l.price,
          quantity: l.quantity,
          flash_item_id: l.flashItemId ?? null,
          createtime: now,
        })),
      )
      .execute();
    await scheduleJob(trx, AUTO_CANCEL, id, cancelAtOf(group));
    orderIds.push(id);
    orderIdOfShop.set(group.shopId, id);
    if (promoShare(group) > 0) discounted.push(id);
  }
  await spendVouchers(trx, userId, paySn, orderIdOfShop, checkout.vouchers.spent, now);
  if (checkout.cartIds.length) {
    await trx.deleteFrom('carts').where('user_id', '=', userId).where('id', 'in', checkout.cartIds).execute();
  }
  const promoId = checkout.promo?.promo?.id;
  if (promoId && discounted.length) await claimPromo(trx, promoId, userId, paySn, discounted);
  await reserveStock(trx, lines);
  await reserveFlashUnits(trx, lines);
  return { pay_sn: paySn, order_ids: orderIds, total: formatMoney(checkout.total) };
}
