import type { ShipBatchAnswer, ShipBatchBody } from '@bazaar/contract';
import type { Trx } from '../../db';
import { writeAuditLog } from '../../lib/audit-log';
import { BusinessError } from '../../lib/errors';
import type { AdminIdentity } from '../../plugins/admin-auth';
import { shipOrder } from './operator';

/**
 * A bulk action of the console is ALL OR NOTHING inside the caller's transaction: every record is
 * checked (the operator's shop, its state) before anything changes, and the first refusal names
 * the record and rolls everything back, so the operator fixes the selection and sends it again
 * rather than working out which half went through. Each record gets its own audit line.
 */

/** order/ship_batch: paid orders (waiting_deliver) shipped with one carrier, each its tracking number. */
export async function shipOrders(
  trx: Trx,
  admin: AdminIdentity,
  body: ShipBatchBody,
  ip: string,
): Promise<ShipBatchAnswer> {
  const ids = body.orders.map((o) => o.id);
  const rows = await trx
    .selectFrom('orders')
    .select(['id', 'order_sn', 'shop_id', 'status'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<number>();
  for (const { id } of body.orders) {
    const order = byId.get(id);
    // An order of another shop is named by its id only: its number is not the merchant's to read.
    const name = order && (admin.role === 'admin' || order.shop_id === admin.shopId) ? order.order_sn : `#${id}`;
    if (seen.has(id))
      throw new BusinessError('admin_desk.duplicate_order', { field: 'orders', params: { order: name } });
    seen.add(id);
    if (!order || name === `#${id}`) {
      throw new BusinessError('admin_desk.ship_refused', {
        reason: 'no_permission',
        field: 'orders',
        params: { order: name },
      });
    }
    if (order.status !== 'waiting_deliver') {
      throw new BusinessError('admin_desk.ship_refused', {
        reason: 'status_not_allowed',
        field: 'orders',
        params: { order: name },
      });
    }
  }
  for (const { id, number } of body.orders) {
    await shipOrder(trx, id, { company: body.company, number });
    await writeAuditLog(
      trx,
      admin,
      {
        action: 'order.ship',
        targetType: 'order',
        targetId: id,
        before: { status: 'waiting_deliver' },
        after: { company: body.company, number },
      },
      ip,
    );
  }
  return { shipped: ids };
}
