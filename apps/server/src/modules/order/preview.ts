import type { Lang, Preview, PreviewBody, PromoResult } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { translate, type MessageKey, moneyParam } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { nowSeconds } from '../../lib/time';
import { shopCards } from '../cart/shop-cards';
import { ownAddress } from './address';
import { priceCheckout, type Checkout } from './checkout';

export const promoMessageKey = (reason: string) => `promo.${reason}` as MessageKey;
export const voucherMessageKey = (reason: string) => `voucher.unusable_${reason}` as MessageKey;

function promoResult(checkout: Checkout, lang: Lang): PromoResult | undefined {
  const promo = checkout.promo;
  if (!promo) return undefined;
  if (!promo.reason) return { code: promo.code, applied: true };
  const params = { amount: moneyParam(promo.promo?.min_spend ?? 0) };
  return {
    code: promo.code,
    applied: false,
    reason: promo.reason,
    message: translate(lang, promoMessageKey(promo.reason), params),
  };
}

/**
 * What the orders would be: per shop, the items at today's prices, freight and goods
 * subtotal (price × quantity); then the discount and the total to pay. Without an
 * address the answer still comes, with `address: null`; a promo code that does not apply
 * is reported with its localized reason instead of refusing the preview.
 */
export async function preview(db: DbOrTrx, userId: number, body: PreviewBody, lang: Lang): Promise<Preview> {
  const address = body.address_id ? await ownAddress(db, userId, body.address_id) : null;
  const checkout = await priceCheckout(db, userId, body, lang, nowSeconds());
  const shops = await shopCards(
    db,
    checkout.groups.map((g) => g.shopId),
    userId,
  );
  const promo = promoResult(checkout, lang);
  return {
    groups: checkout.groups.map((g) => ({
      shop: shops.get(g.shopId)!,
      items: g.lines.map((l) => ({
        product_id: l.productId,
        sku_id: l.skuId || null,
        title: l.title,
        image: l.image,
        spec: l.spec,
        price: formatMoney(l.price),
        quantity: l.quantity,
      })),
      freight: formatMoney(g.freight),
      subtotal: formatMoney(g.goods),
      shop_discount: formatMoney(g.shopDiscount),
      shipping_discount: formatMoney(g.shippingDiscount),
    })),
    discount: formatMoney(checkout.discount),
    platform_discount: formatMoney(checkout.groups.reduce((s, g) => s + g.platformDiscount, 0)),
    total: formatMoney(checkout.total),
    address,
    ...(promo ? { promo } : {}),
    vouchers: {
      applied: checkout.vouchers.applied,
      best: checkout.vouchers.best,
      unusable: checkout.vouchers.unusable.map((u) => ({
        id: u.id,
        reason: u.reason,
        msg: translate(lang, voucherMessageKey(u.reason), { amount: moneyParam(u.minSpend ?? 0) }),
      })),
    },
  };
}
