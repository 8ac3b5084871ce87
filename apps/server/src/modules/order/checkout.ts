import type { CheckoutVouchers, Lang, OrderLineInput } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { lineKey, loadPurchasables, type Purchasable } from '../cart/lines';
import { unavailableError } from '../cart/service';
import { flashTermsOf } from '../flash/checkout';
import { evaluatePromo, type PromoEvaluation } from '../promo/evaluate';
import { applyVouchers, type VoucherApplication } from '../voucher/apply';

export interface CheckoutInput {
  cart_ids?: number[];
  items?: OrderLineInput[];
  promo_code?: string;
  vouchers?: CheckoutVouchers;
}

export interface CheckoutLine extends Purchasable {
  quantity: number;
  /** The live flash item the line is priced at (`price` is then its flash price). */
  flashItemId?: number;
  /** With `flashItemId`: units the shopper may still buy at the flash price within their limit. */
  flashLimitLeft?: number;
}

/** One would-be order: a shop's lines with the server's prices. All amounts in cents. */
export interface CheckoutGroup {
  shopId: number;
  lines: CheckoutLine[];
  goods: number;
  freight: number;
  /** All that the promo code and the vouchers take off this order. */
  discount: number;
  /** The shop voucher's, the platform voucher's share and the shipping voucher's share of `discount`. */
  shopDiscount: number;
  platformDiscount: number;
  shippingDiscount: number;
  total: number;
}

export interface Checkout {
  groups: CheckoutGroup[];
  /** The cart lines being bought (removed from the bag when the orders are placed). */
  cartIds: number[];
  promo?: PromoEvaluation & { code: string };
  vouchers: VoucherApplication;
  discount: number;
  total: number;
}

/** The lines asked for: the caller's own cart lines, or direct items (same product and SKU merged). */
async function requestedLines(db: DbOrTrx, userId: number, input: CheckoutInput) {
  if (input.cart_ids?.length) {
    const ids = [...new Set(input.cart_ids)];
    const rows = await db
      .selectFrom('carts')
      .select(['id', 'product_id', 'sku_id', 'quantity'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    if (rows.length !== ids.length) throw new BusinessError('common.record_not_found', { field: 'cart_ids' });
    return {
      cartIds: ids,
      lines: rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, quantity: r.quantity })),
    };
  }
  if (input.items?.length) {
    const merged = new Map<string, { productId: number; skuId: number; quantity: number }>();
    for (const item of input.items) {
      const skuId = item.sku_id ?? 0;
      const key = lineKey(item.product_id, skuId);
      const line = merged.get(key) ?? { productId: item.product_id, skuId, quantity: 0 };
      line.quantity += item.quantity;
      merged.set(key, line);
    }
    return { cartIds: [], lines: [...merged.values()] };
  }
  throw new BusinessError('checkout.select_item', { field: 'cart_ids' });
}

/**
 * Prices a checkout from the database only (a client's prices are never read): goods at
 * today's prices (a SKU in the live flash session at its flash price, within the shopper's limit and
 * the units left: flash/checkout.ts), one freight per shop, then the promo discount and the vouchers
 * on those prices. Freight: one parcel per
 * shop, charged at the highest freight among the shop's items (not their sum).
 */
export async function priceCheckout(
  db: DbOrTrx,
  userId: number,
  input: CheckoutInput,
  lang: Lang,
  now: number,
): Promise<Checkout> {
  const { cartIds, lines } = await requestedLines(db, userId, input);
  const known = await loadPurchasables(db, lines, lang);
  const flash = await flashTermsOf(db, userId, lines, now);
  const groups = new Map<number, CheckoutGroup>();
  for (const requested of lines) {
    const key = lineKey(requested.productId, requested.skuId);
    const terms = flash.get(key);
    const line = {
      ...known.get(key)!,
      ...(terms ? { price: terms.price, flashItemId: terms.flashItemId, flashLimitLeft: terms.limitLeft } : {}),
    };
    if (line.invalid) throw unavailableError(line);
    if (requested.quantity > line.stock) throw new BusinessError('checkout.insufficient_stock', { field: 'quantity' });
    const group = groups.get(line.shopId) ?? {
      shopId: line.shopId,
      lines: [],
      goods: 0,
      freight: 0,
      discount: 0,
      shopDiscount: 0,
      platformDiscount: 0,
      shippingDiscount: 0,
      total: 0,
    };
    group.lines.push({ ...line, quantity: requested.quantity });
    group.goods += line.price * requested.quantity;
    group.freight = Math.max(group.freight, line.freight);
    groups.set(line.shopId, group);
  }
  const list = [...groups.values()];
  const code = input.promo_code?.trim();
  const promo = code
    ? {
        code,
        ...(await evaluatePromo(
          db,
          userId,
          code,
          list.map((g) => ({ shopId: g.shopId, goods: g.goods })),
          now,
        )),
      }
    : undefined;
  // A promo code that applies takes the platform voucher's place (voucher/apply.ts).
  const promoOf = (g: CheckoutGroup) => promo?.byShop.get(g.shopId) ?? 0;
  const vouchers = await applyVouchers(
    db,
    userId,
    list.map((g) => ({ shopId: g.shopId, goods: g.goods, freight: g.freight, promo: promoOf(g) })),
    input.vouchers,
    Boolean(promo && !promo.reason && promo.discount > 0),
    now,
  );
  for (const group of list) {
    const taken = vouchers.byShop.get(group.shopId)!;
    group.shopDiscount = taken.shop;
    group.platformDiscount = taken.platform;
    group.shippingDiscount = taken.shipping;
    group.discount = promoOf(group) + taken.shop + taken.platform + taken.shipping;
    group.total = group.goods + group.freight - group.discount;
  }
  return {
    groups: list,
    cartIds,
    ...(promo ? { promo } : {}),
    vouchers,
    discount: list.reduce((s, g) => s + g.discount, 0),
    total: list.reduce((s, g) => s + g.total, 0),
  };
}
