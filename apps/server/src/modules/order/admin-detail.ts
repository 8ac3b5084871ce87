import type { Address, AdminOrderDetail, Lang, OrderHistoryLine, RefundStatus } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { renderStored } from '../../i18n';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { assertShopAccess, type AdminIdentity } from '../../plugins/admin-auth';
import { toOrders } from './queries';
import { REFUND_WIRE_STATUS } from '../../lib/refund-status';

/** The step a refund's last handling stands for in the order's history. */
const REFUND_OUTCOME: Partial<Record<RefundStatus, OrderHistoryLine['event']>> = {
  returning: 'return_approved',
  refunded: 'refunded',
  refused: 'refund_refused',
  cancelled: 'refund_withdrawn',
};

/**
 * order/detail for operators: items, the address snapshot, payment, the tracking timeline
 * (newest first, like the shopper's) and the history, oldest first, rebuilt from the order's
 * time stamps and its refunds. An admin reads any order; a merchant its own shop's only.
 */
export async function adminOrderDetail(
  db: DbOrTrx,
  admin: AdminIdentity,
  id: number,
  lang: Lang,
): Promise<AdminOrderDetail> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  assertShopAccess(admin, row?.shop_id);
  if (!row) throw new BusinessError('common.record_not_found', { field: 'id' });
  // Operators follow no shop: user 0 only leaves the `followed` flag false.
  const [[order], logistics, refunds] = await Promise.all([
    toOrders(db, [row], 0),
    db
      .selectFrom('order_logistics')
      .select(['createtime', 'text', 'params'])
      .where('order_id', '=', id)
      .orderBy('createtime', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('refunds')
      .select(['id', 'refund_sn', 'type', 'amount', 'status', 'reason', 'createtime', 'handletime'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);

  const history: OrderHistoryLine[] = [{ event: 'created', time: row.createtime }];
  const stamp = (event: OrderHistoryLine['event'], time: number | null) => {
    if (time) history.push({ event, time });
  };
  stamp('paid', row.paytime);
  stamp('shipped', row.shiptime);
  stamp('received', row.receivetime);
  stamp('completed', row.completetime);
  stamp('cancelled', row.canceltime);
  const wireRefunds = refunds.map((r) => ({
    id: r.id,
    refund_sn: r.refund_sn,
    type: r.type,
    amount: formatMoney(r.amount),
    status: REFUND_WIRE_STATUS[r.status],
    reason: r.reason,
    createtime: r.createtime,
    handletime: r.handletime,
  }));
  for (const r of wireRefunds) {
    stamp('refund_applied', r.createtime);
    const outcome = REFUND_OUTCOME[r.status];
    if (outcome) stamp(outcome, r.handletime);
  }
  // Stable: events of the same second keep the order they happen in.
  history.sort((a, b) => a.time - b.time);

  return {
    ...order!,
    logistics: logistics.map((l) => ({ time: l.createtime, text: renderStored(lang, l.text, l.params) })),
    address: JSON.parse(row.address) as Address,
    user_id: row.user_id,
    shop_id: row.shop_id,
    status_before_refund: row.status_before_refund,
    completetime: row.completetime,
    canceltime: row.canceltime,
    history,
    refunds: wireRefunds,
  };
}
