import { flashSessionStatus, type FlashSessionStatus, type ProductFlash } from '@bazaar/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';

// Catalog reads the flash tables for product detail itself (as chat-stats.ts reads the chat tables for
// shop detail): the flash module builds on catalog's product cards, so catalog importing it would close a ring.

/**
 * The contract's flashSessionStatus as a filter: true for the flash sessions under `alias` (a table name or
 * alias with `starts_at` and `ends_at`) whose status at `now` is one of `statuses`. Checkout's live price,
 * product detail's block, the shop's session strip and the console's status filter all read it.
 */
export function flashSessionIn(
  alias: string,
  statuses: readonly FlashSessionStatus[],
  now: number,
): RawBuilder<SqlBool> {
  const starts = sql.ref(`${alias}.starts_at`);
  const ends = sql.ref(`${alias}.ends_at`);
  // Line by line flashSessionStatus: upcoming before starts_at, then live before ends_at, then ended.
  const test: Record<FlashSessionStatus, RawBuilder<unknown>> = {
    upcoming: sql`${now} < ${starts}`,
    live: sql`(${now} >= ${starts} and ${now} < ${ends})`,
    ended: sql`(${now} >= ${starts} and ${now} >= ${ends})`,
  };
  return sql<SqlBool>`(${sql.join(
    statuses.map((status) => test[status]),
    sql` or `,
  )})`;
}

/**
 * Units of each flash item the shopper holds in orders not cancelled (awaiting payment, paid and later): the
 * count the checkout's per-shopper limit holds to (flash/checkout.ts) and product detail's `bought` sums.
 */
export async function flashUnitsBought(db: DbOrTrx, userId: number, itemIds: number[]): Promise<Map<number, number>> {
  if (!itemIds.length) return new Map();
  // From the shopper's orders (orders_user_id_status_createtime_idx), each line found by order and item
  // (order_items_order_id_flash_item_id_idx): never every line of the item, which grows with the units sold.
  const rows = await db
    .selectFrom('order_items as oi')
    .select(['oi.flash_item_id', (eb) => eb.fn.sum<number>('oi.quantity').as('units')])
    .where('oi.order_id', 'in', (eb) =>
      eb.selectFrom('orders').select('id').where('user_id', '=', userId).where('status', '!=', 'cancelled'),
    )
    .where('oi.flash_item_id', 'in', itemIds)
    .groupBy('oi.flash_item_id')
    .execute();
  return new Map(rows.map((r) => [r.flash_item_id!, Number(r.units)]));
}

/**
 * `product/detail.flash`: the product's items in its earliest live or upcoming session, or null.
 * `per_user_limit` is the smallest of its SKUs' (each SKU's own limit holds at checkout). For a signed-in
 * reader `bought` counts their units of the product in the session, so `per_user_limit − bought` never
 * promises more than the checkout grants; a guest's answer has no `bought` (signed-in reads are never kept
 * by the response cache, and their ETag varies with the token).
 */
export async function productFlash(
  db: DbOrTrx,
  productId: number,
  now: number,
  userId?: number,
): Promise<ProductFlash | null> {
  const rows = await db
    .selectFrom('flash_items as fi')
    .innerJoin('flash_sessions as s', 's.id', 'fi.session_id')
    .select([
      's.id as session_id',
      's.starts_at',
      's.ends_at',
      'fi.id',
      'fi.sku_id',
      'fi.flash_price',
      'fi.flash_stock',
      'fi.sold',
      'fi.per_user_limit',
    ])
    .where('fi.product_id', '=', productId)
    .where(flashSessionIn('s', ['upcoming', 'live'], now))
    .orderBy('s.starts_at', 'asc')
    .orderBy('fi.sku_id', 'asc')
    .execute();
  const first = rows[0];
  if (!first) return null;
  const items = rows.filter((r) => r.session_id === first.session_id);
  const units =
    userId === undefined
      ? undefined
      : await flashUnitsBought(
          db,
          userId,
          items.map((i) => i.id),
        );
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
    ...(units && { bought: [...units.values()].reduce((sum, n) => sum + n, 0) }),
  };
}
