import type { Settlement, SettlementLine, SettlementQuery, SettlementShop } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { nowSeconds } from '../../lib/time';
import { assertShopAccess, shopScope, type AdminIdentity } from '../../plugins/admin-auth';
import { commissionRateBp } from '../order/settings';
import { bpToPercent } from '../wallet/fees';
import { settledPostings } from './settled-commissions';

/** What the shop's own vouchers took off each order, in cents (chunks keep the IN list short). */
async function shopVoucherAmounts(db: DbOrTrx, orderIds: readonly number[]): Promise<Map<number, number>> {
  const byOrder = new Map<number, number>();
  for (let i = 0; i < orderIds.length; i += 500) {
    const rows = await db
      .selectFrom('order_vouchers')
      .select(['order_id', (eb) => eb.fn.sum<number>('amount').as('sum')])
      .where('order_id', 'in', orderIds.slice(i, i + 500))
      .where('scope', '=', 'shop')
      .groupBy('order_id')
      .execute();
    for (const row of rows) byOrder.set(row.order_id, Number(row.sum));
  }
  return byOrder;
}

/** Without a period: the last 30 days up to now. */
const DEFAULT_DAYS = 30;
const LINES = 50;

interface Sums {
  orders: number;
  gross: number;
  refunds: number;
  fee: number;
  net: number;
}

const zero = (): Sums => ({ orders: 0, gross: 0, refunds: 0, fee: 0, net: 0 });
const add = (into: Sums, s: Omit<Sums, 'orders'>) => {
  into.orders += 1;
  into.gross += s.gross;
  into.refunds += s.refunds;
  into.fee += s.fee;
  into.net += s.net;
};
const money = (s: Sums) => ({
  orders: s.orders,
  gross: formatMoney(s.gross),
  refunds: formatMoney(s.refunds),
  fee: formatMoney(s.fee),
  net: formatMoney(s.net),
});

/**
 * The merchant's statement for a period, in integer cents. An order counts once it has ended and
 * been settled to the shop (settleOrder): `completed` at its completion time, or `refunded` at its
 * last change. Per order: gross = what the shopper paid (plus the platform's vouchers), refunds =
 * what went back to the shopper, fee = the platform's commission as the settlement posted it to its revenue account (the
 * `commission_rate` of gross − refunds when it settled; none for an order refunded in full), and
 * net = gross − refunds − fee, which is what the shop's payable account received. Who paid each
 * discount: `shop_vouchers` the shop (never in gross), `platform_vouchers` the platform (its
 * voucher_subsidy posting, paid to the shop at settlement, so part of gross). Read from the
 * ledger, the statement agrees with it even after the rate changes. Totals are sums of the
 * per-order cents, so they add up exactly. `fee_rate` is the commission rate now.
 * A merchant reads its own shop only; an admin one shop (`shop_id`) or all of them.
 */
export async function settlement(db: DbOrTrx, admin: AdminIdentity, query: SettlementQuery): Promise<Settlement> {
  if (query.shop_id !== undefined) assertShopAccess(admin, query.shop_id);
  const shopId = shopScope(admin) ?? query.shop_id;
  const end = query.end ?? nowSeconds() + 1;
  const start = query.start ?? Math.max(0, end - DEFAULT_DAYS * 86_400);
  const rateBp = await commissionRateBp(db);

  let orders = db
    .selectFrom('orders')
    .select(['id', 'order_sn', 'shop_id', 'status', 'total', 'completetime', 'updatetime'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'completed'), eb('completetime', '>=', start), eb('completetime', '<', end)]),
        eb.and([eb('status', '=', 'refunded'), eb('updatetime', '>=', start), eb('updatetime', '<', end)]),
      ]),
    );
  if (shopId !== undefined) orders = orders.where('shop_id', '=', shopId);
  const rows = await orders.execute();

  const refunded = new Map<number, number>();
  const ids = rows.map((r) => r.id);
  const commissions = await settledPostings(db, ids);
  const subsidies = await settledPostings(db, ids, 'voucher_subsidy');
  const shopVouchers = await shopVoucherAmounts(db, ids);
  // Chunks keep the IN list inside every driver's parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const sums = await db
      .selectFrom('order_items')
      .select(['order_id', (eb) => eb.fn.sum<number>('refunded_amount').as('sum')])
      .where('order_id', 'in', ids.slice(i, i + 500))
      .groupBy('order_id')
      .execute();
    for (const s of sums) refunded.set(s.order_id, Number(s.sum));
  }

  const total = zero();
  const byShop = new Map<number, Sums>();
  const lines: (SettlementLine & { sortTime: number })[] = [];
  for (const r of rows) {
    const platformVouchers = -(subsidies.get(r.id) ?? 0);
    const gross = r.total + platformVouchers;
    const refunds = Math.min(gross, refunded.get(r.id) ?? 0);
    const fee = commissions.get(r.id) ?? 0;
    const net = gross - refunds - fee;
    const sums = { gross, refunds, fee, net };
    add(total, sums);
    if (!byShop.has(r.shop_id)) byShop.set(r.shop_id, zero());
    add(byShop.get(r.shop_id)!, sums);
    const time = r.status === 'completed' ? (r.completetime ?? r.updatetime) : r.updatetime;
    lines.push({
      order_id: r.id,
      order_sn: r.order_sn,
      shop_id: r.shop_id,
      status: r.status,
      time,
      sortTime: time,
      gross: formatMoney(gross),
      refunds: formatMoney(refunds),
      fee: formatMoney(fee),
      net: formatMoney(net),
      shop_vouchers: formatMoney(shopVouchers.get(r.id) ?? 0),
      platform_vouchers: formatMoney(platformVouchers),
    });
  }

  const shopIds = [...byShop.keys()];
  const names = shopIds.length
    ? await db.selectFrom('shops').select(['id', 'name']).where('id', 'in', shopIds).execute()
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const shops: SettlementShop[] = shopIds
    .map((id) => ({ shop_id: id, shop_name: nameOf.get(id) ?? '', ...money(byShop.get(id)!) }))
    .sort((a, b) => a.shop_id - b.shop_id);

  return {
    shop_id: shopId !== undefined && shopId > 0 ? shopId : null,
    start,
    end,
    fee_rate: bpToPercent(rateBp),
    ...money(total),
    shops,
    lines: lines
      .sort((a, b) => b.sortTime - a.sortTime || b.order_id - a.order_id)
      .slice(0, LINES)
      .map(({ sortTime: _sortTime, ...line }) => line),
  };
}
