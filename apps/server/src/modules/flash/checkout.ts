import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { flashUnitsBought as boughtBy, flashSessionIn } from '../catalog/product-flash';
import { unitsLeftFor } from './rules';

interface Line {
  productId: number;
  /** 0 for a product without specs. */
  skuId: number;
  quantity: number;
}

/** A line's flash terms while its session is live. */
export interface FlashTerms {
  flashItemId: number;
  price: number;
  /** Units the shopper may still buy within their per-shopper limit, counted when the checkout was priced. */
  limitLeft: number;
}

const key = (productId: number, skuId: number) => `${productId}:${skuId}`;

/** The live items of these lines' SKUs (sessions never overlap: at most one per SKU). */
async function liveItems(db: DbOrTrx, lines: readonly Line[], now: number) {
  if (!lines.length) return [];
  const rows = await db
    .selectFrom('flash_items as fi')
    .innerJoin('flash_sessions as s', 's.id', 'fi.session_id')
    .select(['fi.id', 'fi.product_id', 'fi.sku_id', 'fi.flash_price', 'fi.flash_stock', 'fi.sold', 'fi.per_user_limit'])
    .where(flashSessionIn('s', ['live'], now))
    .where('fi.product_id', 'in', [...new Set(lines.map((l) => l.productId))])
    .execute();
  const wanted = new Set(lines.map((l) => key(l.productId, l.skuId)));
  return rows.filter((r) => wanted.has(key(r.product_id, r.sku_id)));
}

/** Refuses a quantity beyond what the shopper may still buy at the flash price, saying how many that is. */
function assertWithin(quantity: number, left: number): void {
  if (quantity <= left) return;
  throw left > 0
    ? new BusinessError('flash.limit_left', { field: 'quantity', params: { count: left } })
    : new BusinessError('flash.none_left', { field: 'quantity', reason: 'limit_left' });
}

/**
 * The flash terms of the lines whose SKU is in the live session, by `productId:skuId`. A quantity
 * beyond the shopper's limit or the units left is refused (never charged the normal price).
 * Outside a live session nothing is returned and the normal price applies.
 */
export async function flashTermsOf(
  db: DbOrTrx,
  userId: number,
  lines: readonly Line[],
  now: number,
): Promise<Map<string, FlashTerms>> {
  const items = await liveItems(db, lines, now);
  const bought = await boughtBy(
    db,
    userId,
    items.map((i) => i.id),
  );
  const terms = new Map<string, FlashTerms>();
  for (const item of items) {
    const line = lines.find((l) => l.productId === item.product_id && l.skuId === item.sku_id)!;
    const units = bought.get(item.id) ?? 0;
    assertWithin(line.quantity, unitsLeftFor(item, units));
    terms.set(key(item.product_id, item.sku_id), {
      flashItemId: item.id,
      price: item.flash_price,
      limitLeft: item.per_user_limit - units,
    });
  }
  return terms;
}

/**
 * Takes the flash units of an order's lines, last in order/create's transaction after the SKU stock (one lock
 * order: SKUs, then flash items by id), so the item's row stays locked only until the commit. The per-shopper
 * limit was checked when the checkout was priced (flashTermsOf) after order/create locked the shopper's row,
 * so their concurrent checkouts count each other's units; the conditional `sold + q <= flash_stock` keeps
 * the units offered whatever the number of buyers. A refusal rolls the whole checkout back.
 */
export async function reserveFlashUnits(
  trx: Trx,
  lines: readonly (Line & { flashItemId?: number; flashLimitLeft?: number })[],
): Promise<void> {
  const flashLines = lines.filter((l) => l.flashItemId).sort((a, b) => a.flashItemId! - b.flashItemId!);
  for (const line of flashLines) {
    const id = line.flashItemId!;
    const taken = await trx
      .updateTable('flash_items')
      .set({ sold: sql`sold + ${line.quantity}` })
      .where('id', '=', id)
      .where(sql<boolean>`sold + ${line.quantity} <= flash_stock`)
      .executeTakeFirst();
    if (!Number(taken.numUpdatedRows)) {
      const now = await trx
        .selectFrom('flash_items')
        .select(['flash_stock', 'sold'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assertWithin(line.quantity, Math.min(line.flashLimitLeft ?? 0, now.flash_stock - now.sold));
      throw new BusinessError('flash.none_left', { field: 'quantity', reason: 'limit_left' });
    }
  }
}

/**
 * A cancelled order's flash units go back to their items while the session lasts; after it ended
 * `sold` stays as the session closed (the SKU stock comes back through releaseStock either way).
 */
export async function returnFlashUnits(trx: Trx, orderId: number, now: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_items as oi')
    .innerJoin('flash_items as fi', 'fi.id', 'oi.flash_item_id')
    .innerJoin('flash_sessions as s', 's.id', 'fi.session_id')
    .select(['fi.id', 'oi.quantity'])
    .where('oi.order_id', '=', orderId)
    .where('s.ends_at', '>', now)
    .orderBy('fi.id')
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('flash_items')
      .set({ sold: sql`sold - ${line.quantity}` })
      .where('id', '=', line.id)
      .where('sold', '>=', line.quantity)
      .execute();
  }
}
