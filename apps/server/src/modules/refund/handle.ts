import type { Refund, RefundAction } from '@bazaar/contract';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { moneyParam } from '../../i18n';
import { nowSeconds } from '../../lib/time';
import { assertShopAccess, type AdminIdentity } from '../../plugins/admin-auth';
import { writeAuditLog } from '../../lib/audit-log';
import { notify, type Notice } from '../notification/notify';
import { settleOrder } from '../order/lifecycle';
import { transition } from '../order/transitions';
import { followGoods } from './goods';
import { payBackRefund } from './money';
import { everyItemRefunded } from './order-end';
import { moveRefund, refundRow, toRefund, type RefundRow } from './repository';

type Outcome = { notice: Pick<Notice, 'title' | 'content'> };

/**
 * One operator decision, acting once: each branch moves the refund with a conditional update
 * from the status it requires, so a repeated or concurrent decision is refused and changes
 * nothing. Order statuses move only through the orders' transition table.
 */
async function decide(trx: Trx, row: RefundRow, action: RefundAction, remark: string, now: number): Promise<Outcome> {
  const handled = { remark, handletime: now };
  if (action === 'refuse') {
    await moveRefund(trx, row.id, ['pending', 'return_shipping'], { status: 'refused', ...handled }, now);
    await transition(trx, row.order_id, 'refund_refused');
    return { notice: { title: 'notify.refund_refused_title', content: 'notify.refund_refused' } };
  }
  if (action === 'approve' && row.type === 'return_refund') {
    await moveRefund(trx, row.id, ['pending'], { status: 'return_shipping', ...handled }, now);
    await transition(trx, row.order_id, 'return_approved');
    return { notice: { title: 'notify.return_approved_title', content: 'notify.return_approved' } };
  }
  // approve of refund_only, or confirm_return of an approved return: the money goes back.
  const from = action === 'approve' ? 'pending' : 'return_shipping';
  await moveRefund(trx, row.id, [from], { status: 'approved', ...handled }, now);
  const order = await trx
    .selectFrom('orders')
    .select('status_before_refund')
    .where('id', '=', row.order_id)
    .executeTakeFirstOrThrow();
  const lines = await payBackRefund(trx, row);
  const goodsBack = action === 'confirm_return' || order.status_before_refund === 'waiting_deliver';
  await followGoods(trx, row, lines, goodsBack);
  // The order ends once every item is refunded in full or sent back; otherwise it goes on from
  // where it was, and the merchant is settled for the rest when it completes.
  const ends = await everyItemRefunded(trx, row.order_id);
  await transition(
    trx,
    row.order_id,
    !ends ? 'refund_paid_in_part' : action === 'approve' ? 'refund_approved' : 'return_confirmed',
  );
  // An ended order never completes: what the shop keeps of it (the freight) is settled now.
  if (ends) await settleOrder(trx, row.order_id);
  return { notice: { title: 'notify.refund_approved_title', content: 'notify.refund_approved' } };
}

/** admin refund/handle: approve, refuse or confirm the returned goods; merchants only for their own shop. */
export async function handleRefund(
  trx: Trx,
  admin: AdminIdentity,
  body: { id: number; action: RefundAction; remark?: string },
  ip: string,
): Promise<Refund> {
  const row = await refundRow(trx, body.id);
  if (!row) throw new BusinessError('common.record_not_found', { field: 'id' });
  assertShopAccess(admin, row.shop_id);
  const remark = body.remark?.trim() ?? '';
  // The shopper reads the reason of a refusal on the refund and in the notification.
  if (body.action === 'refuse' && !remark) throw new BusinessError('audit.reason_required', { field: 'remark' });
  const { notice } = await decide(trx, row, body.action, remark, nowSeconds());

  const order = await trx
    .selectFrom('orders')
    .select('order_sn')
    .where('id', '=', row.order_id)
    .executeTakeFirstOrThrow();
  await notify(trx, row.user_id, {
    type: 'refund',
    ...notice,
    params: { order_sn: order.order_sn, amount: moneyParam(row.amount), remark },
    ref: `refund:${row.id}`,
  });
  const after = await toRefund(trx, (await refundRow(trx, row.id))!);
  await writeAuditLog(
    trx,
    admin,
    {
      action: `refund.${body.action}`,
      targetType: 'refund',
      targetId: row.id,
      before: await toRefund(trx, row),
      after,
      remark,
    },
    ip,
  );
  return after;
}
