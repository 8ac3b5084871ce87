import { ORDER_STATUSES, type AdminListQuery, type Order, type OrderStatus, type Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';
import { shopScope, type AdminIdentity } from '../../plugins/admin-auth';
import { toOrders } from '../order/queries';

export type AdminOrder = Order & { user_id: number; shop_id: number };

const isOrderStatus = (s: string | undefined): s is OrderStatus => ORDER_STATUSES.includes(s as OrderStatus);

/** order/list: newest first, by status and part of the order number; a merchant sees its shop only. */
export async function adminOrderList(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminListQuery,
): Promise<Page<AdminOrder>> {
  const args = pageArgs(query);
  let base = db.selectFrom('orders');
  const shopId = shopScope(admin);
  if (shopId !== undefined) base = base.where('shop_id', '=', shopId);
  if (isOrderStatus(query.status)) base = base.where('status', '=', query.status);
  // LIKE wildcards are dropped: SQLite has no default escape character.
  const keyword = query.keyword?.trim().replace(/[%_\\]/g, '');
  if (keyword) base = base.where('order_sn', 'like', `%${keyword}%`);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(args.limit).offset(args.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // Operators follow no shop: user 0 only leaves every `followed` flag false.
  const orders = await toOrders(db, rows, 0);
  return toPage(
    orders.map((o, i) => ({ ...o, user_id: rows[i]!.user_id, shop_id: rows[i]!.shop_id })),
    Number(count.n),
    args,
  );
}
