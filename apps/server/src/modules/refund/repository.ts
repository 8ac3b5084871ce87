import type { Refund } from '@bazaar/contract';
import type { Database, DbOrTrx } from '../../db';
import type { Selectable } from 'kysely';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { REFUND_WIRE_STATUS } from '../../lib/refund-status';

export type RefundRow = Selectable<Database['refunds']>;
type StoredStatus = RefundRow['status'];

/** The order item ids a refund covers (stored as a JSON array). */
export const refundItemIds = (row: Pick<RefundRow, 'product_ids'>): number[] => JSON.parse(row.product_ids) as number[];

export async function toRefund(db: DbOrTrx, row: RefundRow): Promise<Refund> {
  const itemIds = refundItemIds(row);
  const items = itemIds.length
    ? await db.selectFrom('order_items').select('product_id').where('id', 'in', itemIds).execute()
    : [];
  return {
    id: row.id,
    refund_sn: row.refund_sn,
    order_id: row.order_id,
    product_ids: [...new Set(items.map((i) => i.product_id))],
    type: row.type,
    amount: formatMoney(row.amount),
    goods_status: row.goods_status === 'received' ? 'received' : 'not_received',
    reason: row.reason,
    explain: row.explanation,
    images: JSON.parse(row.images) as string[],
    status: REFUND_WIRE_STATUS[row.status],
    remark: row.remark,
    return_express: row.return_number ? { company: row.return_company, number: row.return_number } : null,
    createtime: row.createtime,
    updatetime: row.updatetime,
  };
}

export async function refundRow(db: DbOrTrx, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The caller's own refund; anyone else's reads as missing. */
export async function ownRefundRow(db: DbOrTrx, userId: number, id: number): Promise<RefundRow> {
  const row = await db
    .selectFrom('refunds')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new BusinessError('common.record_not_found', { field: 'id' });
  return row;
}

/** The latest refund of one of the caller's orders (for the order screen's progress). */
export async function latestRefundOfOrder(db: DbOrTrx, userId: number, orderId: number): Promise<RefundRow> {
  const row = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new BusinessError('common.record_not_found', { field: 'order_id' });
  return row;
}

/**
 * Moves a refund from one of `from` to `to` with a conditional update: of two concurrent
 * handlers only one acts; the other is refused and changes nothing.
 */
export async function moveRefund(
  db: DbOrTrx,
  id: number,
  from: readonly StoredStatus[],
  set: Partial<Pick<RefundRow, 'status' | 'remark' | 'handletime' | 'return_company' | 'return_number'>>,
  now: number,
): Promise<void> {
  const result = await db
    .updateTable('refunds')
    .set({ ...set, updatetime: now })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows))
    throw new BusinessError('refund.status_not_allowed', { reason: 'status_not_allowed' });
}
