import type { FlashItem, FlashItemListQuery, FlashSession, Lang, Page, ProductFlash } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { itemRows, renderItem, renderSession } from './render';
import { sessionStatus } from './rules';

/** How far ahead `flash/sessions` looks for upcoming sessions. */
const AHEAD_SECONDS = 86_400;

/** The live session and those starting in the next 24 hours, earliest first. */
export async function listSessions(db: DbOrTrx, now: number): Promise<FlashSession[]> {
  const rows = await db
    .selectFrom('flash_sessions')
    .select(['id', 'title', 'starts_at', 'ends_at'])
    .where('ends_at', '>', now)
    .where('starts_at', '<=', now + AHEAD_SECONDS)
    .orderBy('starts_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => renderSession(r, now));
}

/** A page of a session's items whose products a shopper may see (on sale, in an open shop), in the order added. */
export async function listItems(db: DbOrTrx, query: FlashItemListQuery, lang: Lang): Promise<Page<FlashItem>> {
  const args = pageArgs(query);
  const visible = db
    .selectFrom('flash_items as fi')
    .innerJoin('products', 'products.id', 'fi.product_id')
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .where('fi.session_id', '=', query.session_id)
    .where('products.status', '=', 'on')
    .where('shops.status', '=', 'normal');
  const [count, ids] = await Promise.all([
    visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    visible.select('fi.id').orderBy('fi.id', 'asc').limit(args.limit).offset(args.offset).execute(),
  ]);
  const rows = ids.length
    ? await itemRows(db)
        .where(
          'fi.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('fi.id', 'asc')
        .execute()
    : [];
  return toPage(
    rows.map((r) => renderItem(r, lang)),
    Number(count.n),
    args,
  );
}

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
    status: sessionStatus(first, now),
    per_user_limit: Math.min(...items.map((i) => i.per_user_limit)),
    skus: items.map((i) => ({
      sku_id: i.sku_id || null,
      flash_price: formatMoney(i.flash_price),
      flash_stock: i.flash_stock,
      sold: i.sold,
    })),
  };
}
