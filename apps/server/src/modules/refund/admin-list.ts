import type { AdminListQuery, Page, Refund } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { pageArgs, toPage } from '../../lib/pagination';
import type { AdminIdentity } from '../../plugins/admin-auth';
import { shopScope } from '../../plugins/admin-auth';
import { toRefund, type RefundRow } from './repository';

export type AdminRefund = Refund & { order_sn: string; user_id: number; shop_id: number };

const STORED: Record<string, RefundRow['status']> = {
  pending: 'pending',
  returning: 'return_shipping',
  refunded: 'approved',
  refused: 'refused',
  cancelled: 'cancelled',
};

/** refund/list: newest first, by the contract's status names; a merchant sees its own shop only. */
export async function adminRefundList(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminListQuery,
): Promise<Page<AdminRefund>> {
  const args = pageArgs(query);
  let base = db.selectFrom('refunds');
  const shopId = shopScope(admin);
  if (shopId !== undefined) base = base.where('shop_id', '=', shopId);
  const status = query.status ? STORED[query.status] : undefined;
  if (status) base = base.where('status', '=', status);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where('refund_sn', 'like', `%${keyword}%`);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(args.limit).offset(args.offset).execute(),
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
