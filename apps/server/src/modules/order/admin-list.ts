import { ORDER_STATUSES, type AdminOrderListQuery, type Order, type OrderStatus, type Page } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';
import type { AdminIdentity } from '../../plugins/admin-auth';
import { toOrders } from './queries';
import { col, likeText, orZero, tableOrder, tableShop } from '../../lib/table-query';

export type AdminOrder = Order & { user_id: number; shop_id: number };

const isOrderStatus = (s: string | undefined): s is OrderStatus => ORDER_STATUSES.includes(s as OrderStatus);

/**
 * The orders an operator's table shows, filtered (not yet sorted or paged): a merchant's own
 * shop only; by status, part of the order number, shop, shopper and creation period [start, end).
 * order/list and order/export read the same rows.
 */
export function adminOrderRows(db: DbOrTrx, admin: AdminIdentity, query: AdminOrderListQuery) {
  let base = db.selectFrom('orders');
  const shopId = tableShop(admin, query.shop_id);
  if (shopId !== undefined) base = base.where('shop_id', '=', shopId);
  if (isOrderStatus(query.status)) base = base.where('status', '=', query.status);
  if (query.user_id !== undefined) base = base.where('user_id', '=', query.user_id);
  const keyword = likeText(query.keyword);
  if (keyword) base = base.where((eb) => eb(eb.fn('lower', ['order_sn']), 'like', `%${keyword}%`));
  if (query.start !== undefined) base = base.where('createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('createtime', '<', query.end);
  return base;
}

const SORTS = {
  createtime: col('createtime'),
  paytime: orZero('paytime'),
  total: col('total'),
  status: col('status'),
};

/** order/list: newest first unless sorted; a merchant sees its shop only. */
export async function adminOrderList(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminOrderListQuery,
): Promise<Page<AdminOrder>> {
  const args = pageArgs(query);
  const base = adminOrderRows(db, admin, query);
  let rowsQuery = base.selectAll().limit(args.limit).offset(args.offset);
  for (const [expression, direction] of tableOrder(SORTS, col('id'), query)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
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
