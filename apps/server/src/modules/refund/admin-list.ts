import type { AdminRefundListQuery, Page, Refund } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';
import type { AdminIdentity } from '../../plugins/admin-auth';
import { col, likeText, tableOrder, tableShop } from '../../lib/table-query';
import { toRefund, type RefundRow } from './repository';

export type AdminRefund = Refund & { order_sn: string; user_id: number; shop_id: number };

const STORED: Record<string, RefundRow['status']> = {
  pending: 'pending',
  returning: 'return_shipping',
  refunded: 'approved',
  refused: 'refused',
  cancelled: 'cancelled',
};

/**
 * The refunds an operator's table shows, filtered (not yet sorted or paged): a merchant's own
 * shop only; by the contract's status names, part of the refund number, shop and creation period.
 * refund/list and refund/export read the same rows.
 */
export function adminRefundRows(db: DbOrTrx, admin: AdminIdentity, query: AdminRefundListQuery) {
  let base = db.selectFrom('refunds');
  const shopId = tableShop(admin, query.shop_id);
  if (shopId !== undefined) base = base.where('shop_id', '=', shopId);
  const status = query.status ? STORED[query.status] : undefined;
  if (status) base = base.where('status', '=', status);
  const keyword = likeText(query.keyword);
  if (keyword) base = base.where((eb) => eb(eb.fn('lower', ['refund_sn']), 'like', `%${keyword}%`));
  if (query.start !== undefined) base = base.where('createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('createtime', '<', query.end);
  return base;
}

const SORTS = { createtime: col('createtime'), amount: col('amount'), status: col('status') };

/** refund/list: newest first unless sorted; a merchant sees its own shop only. */
export async function adminRefundList(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminRefundListQuery,
): Promise<Page<AdminRefund>> {
  const args = pageArgs(query);
  const base = adminRefundRows(db, admin, query);
  let rowsQuery = base.selectAll().limit(args.limit).offset(args.offset);
  for (const [expression, direction] of tableOrder(SORTS, col('id'), query)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const orders = rows.length
    ? await db
        .selectFrom('orders')
        .select(['id', 'order_sn'])
        .where(
          'id',
          'in',
          rows.map((r) => r.order_id),
        )
        .execute()
    : [];
  const sn = new Map(orders.map((o) => [o.id, o.order_sn]));
  const data = await Promise.all(
    rows.map(async (row) => ({
      ...(await toRefund(db, row)),
      order_sn: sn.get(row.order_id) ?? '',
      user_id: row.user_id,
      shop_id: row.shop_id,
    })),
  );
  return toPage(data, Number(count.n), args);
}
