import { maskBankCardNo } from '@bazaar/contract';
import type {
  AdminLedgerListQuery,
  AdminOrderListQuery,
  AdminRefundListQuery,
  AdminWalletListQuery,
} from '@bazaar/contract';
import type { DbOrTrx } from '../../../db';
import type { AdminIdentity } from '../../../plugins/admin-auth';
import { adminRefundRows } from '../../refund/admin-list';
import { REFUND_WIRE_STATUS } from '../../../lib/refund-status';
import { adminWithdrawalRows, adminTopUpRows, usernames } from '../../wallet/admin';

import { adminLedgerRows } from '../../ledger/admin-list';
import { adminOrderRows } from '../../order/admin-list';
import { EXPORT_CHUNK, type CsvColumn } from '../../../lib/csv-stream';

/**
 * The five exports: each reads its list call's filtered rows (the same function), newest first,
 * a chunk after a row id, and names its columns. Columns never depend on the language or the
 * data, so a spreadsheet's formulas keep working from one file to the next.
 */
export interface ExportTable<R extends { id: number }> {
  /** The file name's first part: `orders-2026-11-24.csv`. */
  name: string;
  columns: readonly CsvColumn<R>[];
  next: (afterId: number | undefined) => Promise<R[]>;
}

async function shopNames(db: DbOrTrx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('shops')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function orderExport(db: DbOrTrx, admin: AdminIdentity, query: AdminOrderListQuery) {
  const base = adminOrderRows(db, admin, query);
  const next = async (afterId: number | undefined) => {
    let page = base.selectAll().orderBy('id', 'desc').limit(EXPORT_CHUNK);
    if (afterId !== undefined) page = page.where('id', '<', afterId);
    const rows = await page.execute();
    const [shops, users] = await Promise.all([
      shopNames(
        db,
        rows.map((r) => r.shop_id),
      ),
      usernames(
        db,
        rows.map((r) => r.user_id),
      ),
    ]);
    return rows.map((r) => ({ ...r, shop_name: shops.get(r.shop_id) ?? '', username: users.get(r.user_id) ?? '' }));
  };
  type Row = Awaited<ReturnType<typeof next>>[number];
  const columns: CsvColumn<Row>[] = [
    { header: 'admin_desk.col_id', value: (r) => r.id },
    { header: 'admin_desk.col_order_sn', value: (r) => r.order_sn },
    { header: 'admin_desk.col_created', value: (r) => ({ time: r.createtime }) },
    { header: 'admin_desk.col_paid', value: (r) => ({ time: r.paytime }) },
    { header: 'admin_desk.col_shipped', value: (r) => ({ time: r.shiptime }) },
    { header: 'admin_desk.col_status', value: (r) => r.status },
    { header: 'admin_desk.col_shop_id', value: (r) => r.shop_id },
    { header: 'admin_desk.col_shop', value: (r) => r.shop_name },
    { header: 'admin_desk.col_user_id', value: (r) => r.user_id },
    { header: 'admin_desk.col_username', value: (r) => r.username },
    { header: 'admin_desk.col_goods_amount', value: (r) => ({ cents: r.goods_amount }) },
    { header: 'admin_desk.col_freight', value: (r) => ({ cents: r.freight }) },
    { header: 'admin_desk.col_discount', value: (r) => ({ cents: r.discount }) },
    { header: 'admin_desk.col_total', value: (r) => ({ cents: r.total }) },
    { header: 'admin_desk.col_carrier', value: (r) => r.express_company },
    { header: 'admin_desk.col_tracking_number', value: (r) => r.express_number },
  ];
  return { name: 'orders', columns, next } satisfies ExportTable<Row>;
}

export function refundExport(db: DbOrTrx, admin: AdminIdentity, query: AdminRefundListQuery) {
  const base = adminRefundRows(db, admin, query);
  const next = async (afterId: number | undefined) => {
    let page = base.selectAll().orderBy('id', 'desc').limit(EXPORT_CHUNK);
    if (afterId !== undefined) page = page.where('id', '<', afterId);
    const rows = await page.execute();
    const orderIds = [...new Set(rows.map((r) => r.order_id))];
    const orders = orderIds.length
      ? await db.selectFrom('orders').select(['id', 'order_sn']).where('id', 'in', orderIds).execute()
      : [];
    const sn = new Map(orders.map((o) => [o.id, o.order_sn]));
    return rows.map((r) => ({ ...r, order_sn: sn.get(r.order_id) ?? '' }));
  };
  type Row = Awaited<ReturnType<typeof next>>[number];
  const columns: CsvColumn<Row>[] = [
    { header: 'admin_desk.col_id', value: (r) => r.id },
    { header: 'admin_desk.col_refund_sn', value: (r) => r.refund_sn },
    { header: 'admin_desk.col_created', value: (r) => ({ time: r.createtime }) },
    { header: 'admin_desk.col_order_sn', value: (r) => r.order_sn },
    { header: 'admin_desk.col_shop_id', value: (r) => r.shop_id },
    { header: 'admin_desk.col_user_id', value: (r) => r.user_id },
    { header: 'admin_desk.col_type', value: (r) => r.type },
    // The contract's names, as refund/list answers them (an approved refund is `refunded`).
    { header: 'admin_desk.col_status', value: (r) => REFUND_WIRE_STATUS[r.status] },
    { header: 'admin_desk.col_amount', value: (r) => ({ cents: r.amount }) },
    { header: 'admin_desk.col_reason', value: (r) => r.reason },
    { header: 'admin_desk.col_handled', value: (r) => ({ time: r.handletime }) },
  ];
  return { name: 'refunds', columns, next } satisfies ExportTable<Row>;
}

/** A page of a shopper's records with each shopper's account name beside its id. */
async function withUsernames<R extends { user_id: number }>(db: DbOrTrx, rows: R[]) {
  const users = await usernames(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => ({ ...r, username: users.get(r.user_id) ?? '' }));
}

export function topUpExport(db: DbOrTrx, query: AdminWalletListQuery) {
  const base = adminTopUpRows(db, query);
  const next = async (afterId: number | undefined) => {
    let page = base.orderBy('r.id', 'desc').limit(EXPORT_CHUNK);
    if (afterId !== undefined) page = page.where('r.id', '<', afterId);
    return withUsernames(db, await page.execute());
  };
  type Row = Awaited<ReturnType<typeof next>>[number];
  const columns: CsvColumn<Row>[] = [
    { header: 'admin_desk.col_id', value: (r) => r.id },
    { header: 'admin_desk.col_created', value: (r) => ({ time: r.createtime }) },
    { header: 'admin_desk.col_user_id', value: (r) => r.user_id },
    { header: 'admin_desk.col_username', value: (r) => r.username },
    { header: 'admin_desk.col_type', value: (r) => r.type },
    { header: 'admin_desk.col_network', value: (r) => r.network_name ?? '' },
    { header: 'admin_desk.col_address', value: (r) => r.address },
    { header: 'admin_desk.col_amount', value: (r) => ({ cents: r.amount }) },
    { header: 'admin_desk.col_status', value: (r) => r.status },
    { header: 'admin_desk.col_audited', value: (r) => ({ time: r.audittime }) },
    { header: 'admin_desk.col_remark', value: (r) => r.audit_remark },
  ];
  return { name: 'recharges', columns, next } satisfies ExportTable<Row>;
}

export function withdrawalExport(db: DbOrTrx, query: AdminWalletListQuery) {
  const base = adminWithdrawalRows(db, query);
  const next = async (afterId: number | undefined) => {
    let page = base.orderBy('id', 'desc').limit(EXPORT_CHUNK);
    if (afterId !== undefined) page = page.where('id', '<', afterId);
    return withUsernames(db, await page.execute());
  };
  type Row = Awaited<ReturnType<typeof next>>[number];
  const columns: CsvColumn<Row>[] = [
    { header: 'admin_desk.col_id', value: (r) => r.id },
    { header: 'admin_desk.col_created', value: (r) => ({ time: r.createtime }) },
    { header: 'admin_desk.col_user_id', value: (r) => r.user_id },
    { header: 'admin_desk.col_username', value: (r) => r.username },
    { header: 'admin_desk.col_type', value: (r) => r.type },
    { header: 'admin_desk.col_amount', value: (r) => ({ cents: r.amount }) },
    { header: 'admin_desk.col_fee', value: (r) => ({ cents: r.fee }) },
    { header: 'admin_desk.col_actual_amount', value: (r) => ({ cents: r.actual_amount }) },
    {
      header: 'admin_desk.col_payee',
      value: (r) => (r.type === 'bank' ? [r.bank_name, r.account_name].filter(Boolean).join(' / ') : ''),
    },
    // A file travels further than the console: a card number is always masked in it.
    {
      header: 'admin_desk.col_account',
      value: (r) => (r.type === 'bank' ? maskBankCardNo(r.bank_card_no) : r.address),
    },
    { header: 'admin_desk.col_status', value: (r) => r.status },
    { header: 'admin_desk.col_audited', value: (r) => ({ time: r.audittime }) },
    { header: 'admin_desk.col_remark', value: (r) => r.audit_remark },
  ];
  return { name: 'withdrawals', columns, next } satisfies ExportTable<Row>;
}

export function ledgerExport(db: DbOrTrx, admin: AdminIdentity, query: AdminLedgerListQuery) {
  const base = adminLedgerRows(db, admin, query);
  const next = async (afterId: number | undefined) => {
    let page = base.orderBy('p.id', 'desc').limit(EXPORT_CHUNK);
    if (afterId !== undefined) page = page.where('p.id', '<', afterId);
    return page.execute();
  };
  type Row = Awaited<ReturnType<typeof next>>[number];
  const columns: CsvColumn<Row>[] = [
    { header: 'admin_desk.col_id', value: (r) => r.id },
    { header: 'admin_desk.col_created', value: (r) => ({ time: r.createtime }) },
    { header: 'admin_desk.col_transaction', value: (r) => r.transaction_id },
    { header: 'admin_desk.col_type', value: (r) => r.type },
    { header: 'admin_desk.col_ref', value: (r) => r.ref },
    { header: 'admin_desk.col_account_kind', value: (r) => r.kind },
    { header: 'admin_desk.col_owner_id', value: (r) => r.owner_id },
    { header: 'admin_desk.col_amount', value: (r) => ({ cents: r.amount }) },
    { header: 'admin_desk.col_balance_after', value: (r) => ({ cents: r.balance_after }) },
    { header: 'admin_desk.col_memo', value: (r) => r.memo },
  ];
  return { name: 'ledger', columns, next } satisfies ExportTable<Row>;
}
