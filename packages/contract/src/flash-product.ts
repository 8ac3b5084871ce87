import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, UnixTime } from './common';
import { LiteralUnion, Nullable } from './schema-helpers';

// Apart from flash.ts (which re-exports it) because catalog.ts's ProductDetail carries it and
// flash.ts needs catalog.ts's ProductCard: one file each way would import the other.

/** Where a flash session is: before its start, between start and end, or over. */
export const FLASH_SESSION_STATUSES = ['upcoming', 'live', 'ended'] as const;
export const FlashSessionStatus = LiteralUnion(FLASH_SESSION_STATUSES);
export type FlashSessionStatus = Static<typeof FlashSessionStatus>;

/** A flash session's window, unix seconds (a session, or product detail's `flash`). */
export interface FlashWindow {
  starts_at: number;
  ends_at: number;
}

/**
 * The one rule for where a session is at `now` (unix seconds): live from `starts_at` up to, not at,
 * `ends_at`. The server writes it as `status`; a page open past a boundary counts it again on its clock.
 */
export function flashSessionStatus(window: FlashWindow, now: number): FlashSessionStatus {
  if (now < window.starts_at) return 'upcoming';
  return now < window.ends_at ? 'live' : 'ended';
}

/** One SKU of a product on flash sale (`sku_id` null for a product without specs). */
export const ProductFlashSku = Type.Object({
  sku_id: Nullable(Id),
  flash_price: Money,
  flash_stock: Type.Integer({ minimum: 0, description: 'The units offered' }),
  sold: Type.Integer({ minimum: 0, description: 'Units in orders not cancelled; flash_stock − sold are left' }),
});
export type ProductFlashSku = Static<typeof ProductFlashSku>;

/** `product/detail.flash`: the product's place in a live or upcoming flash session. */
export const ProductFlash = Type.Object({
  session_id: Id,
  starts_at: UnixTime,
  ends_at: UnixTime,
  status: FlashSessionStatus,
  per_user_limit: Type.Integer({
    minimum: 1,
    description: 'Units of one flash SKU a shopper may buy at the flash price in this session',
  }),
  skus: Type.Array(ProductFlashSku),
  bought: Type.Optional(
    Type.Integer({
      minimum: 0,
      description:
        'Only for a signed-in caller: units of this product’s flash SKUs they hold in this session’s orders awaiting payment or paid (not cancelled), as the checkout counts them; per_user_limit − bought are left for them at the flash price (never more than the checkout grants)',
    }),
  ),
});
export type ProductFlash = Static<typeof ProductFlash>;
