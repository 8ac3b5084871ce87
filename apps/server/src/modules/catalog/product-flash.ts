import { flashSessionStatus, type ProductFlash } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';

// Catalog reads the flash tables for product detail itself (as chat-stats.ts reads the chat tables for
// shop detail): the flash module builds on catalog's product cards, so catalog importing it would close a ring.

/**
 * `product/detail.flash`: the product's items in its earliest live or upcoming session, or null.
 * `per_user_limit` is the smallest of its SKUs' (each SKU's own limit holds at checkout).
 */
export async function productFlash(db: DbOrTrx, productId: number, now: number): Promise<ProductFlash | null> {
  const rows = await db
    .selectFrom('flash_items as fi')
    .innerJoin('flash_sessions as s', 's.id', 'fi.session_id')
    .select([
      's.id as session_id',
      's.starts_at',
      's.ends_at',
      'fi.sku_id',
      'fi.flash_price',
      'fi.flash_stock',
      'fi.sold',
      'fi.per_user_limit',
    ])
    .where('fi.product_id', '=', productId)
    .where('s.ends_at', '>', now)
    .orderBy('s.starts_at', 'asc')
    .orderBy('fi.sku_id', 'asc')
    .execute();
  const first = rows[0];
  if (!first) return null;
  const items = rows.filter((r) => r.session_id === first.session_id);
  return {
    session_id: first.session_id,
    starts_at: first.starts_at,
    ends_at: first.ends_at,
    status: flashSessionStatus(first, now),
    per_user_limit: Math.min(...items.map((i) => i.per_user_limit)),
    skus: items.map((i) => ({
      sku_id: i.sku_id || null,
      flash_price: formatMoney(i.flash_price),
      flash_stock: i.flash_stock,
      sold: i.sold,
    })),
  };
}
