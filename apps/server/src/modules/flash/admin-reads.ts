import {
  type AdminFlashLowestPrice,
  type AdminFlashLowestPriceQuery,
  type AdminFlashSession,
  type AdminFlashSessionListQuery,
  type Page,
} from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { shopScope, type AdminIdentity } from '../../plugins/admin-auth';
import { shopProduct, targetSku } from './admin';
import { lowestPriceOf30Days } from '../catalog/price-history';
import { flashSessionIn } from '../catalog/product-flash';
import { renderSession } from './render';

/**
 * admin/flash/sessions (operators and merchants): every session, latest start first, optionally by status,
 * with its item count (a merchant counts its own shop's items, the ones it may see).
 */
export async function adminSessionList(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminFlashSessionListQuery,
  now: number,
): Promise<Page<AdminFlashSession>> {
  const args = pageArgs(query);
  let q = db.selectFrom('flash_sessions as fs');
  if (query.status) q = q.where(flashSessionIn('fs', [query.status], now));
  const scoped = shopScope(admin);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select(['fs.id', 'fs.title', 'fs.starts_at', 'fs.ends_at'])
      .select((eb) => {
        let items = eb
          .selectFrom('flash_items as fi')
          .select((ib) => ib.fn.countAll<number>().as('c'))
          .whereRef('fi.session_id', '=', 'fs.id');
        if (scoped !== undefined) items = items.where('fi.shop_id', '=', scoped);
        return items.as('item_count');
      })
      .orderBy('fs.starts_at', 'desc')
      .orderBy('fs.id', 'desc')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
  ]);
  return toPage(
    rows.map((r) => ({ ...renderSession(r, now), item_count: Number(r.item_count ?? 0) })),
    Number(count.n),
    args,
  );
}

/**
 * admin/flash/lowest-price: the bar a flash price must go under (the SKU's lowest of the last 30 days,
 * as admin/flash/item/save checks it); merchants only for their own shop's products.
 */
export async function adminLowestPrice(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminFlashLowestPriceQuery,
  now: number,
): Promise<AdminFlashLowestPrice> {
  const product = await shopProduct(db, admin, query.product_id);
  const sku = await targetSku(db, product.id, query.sku_id);
  return {
    product_id: product.id,
    sku_id: sku.id || null,
    price: formatMoney(sku.price),
    lowest_price: formatMoney(await lowestPriceOf30Days(db, product.id, sku.id, sku.price, now)),
  };
}
