import type {
  AdminChainDeposit,
  AdminLedgerPosting,
  AdminOrderDetail,
  MonthlySettlement,
  OperatorView,
  Settlement,
} from '@bazaar/contract';
import { adminShopRoutes, fixtures, page, type FixtureRoutes } from '@bazaar/story-kit';
import { deskRoutes } from './desk-fixtures';

/** Story-only answers of the console's calls, over the shop's fixtures (orders, wallet records). */

const { NOW, DAY, HOUR } = fixtures;

export { adminInfo } from '../../console-kit/stories/console-story';

export const operators: OperatorView[] = [
  {
    id: 9,
    username: 'gamma_keeper',
    nickname: 'gamma_keeper',
    role: 'merchant',
    shop_id: 3,
    shop_name: 'Gamma Tea',
    status: 'disabled',
    createtime: NOW - 2 * DAY,
  },
  {
    id: 7,
    username: 'beta_keeper',
    nickname: 'beta_keeper',
    role: 'merchant',
    shop_id: 2,
    shop_name: 'Nordic Home',
    status: 'normal',
    createtime: NOW - 20 * DAY,
  },
  {
    id: 3,
    username: 'ops_lee',
    nickname: 'ops_lee',
    role: 'admin',
    shop_id: null,
    shop_name: '',
    status: 'normal',
    createtime: NOW - 40 * DAY,
  },
  {
    id: 1,
    username: 'admin',
    nickname: 'admin',
    role: 'admin',
    shop_id: null,
    shop_name: '',
    status: 'normal',
    createtime: NOW - 90 * DAY,
  },
];

const delivered = fixtures.orderDetail(fixtures.orderOf('delivered').id);
export const orderDetail: AdminOrderDetail = {
  ...delivered,
  user_id: 42,
  shop_id: delivered.shop.id,
  status_before_refund: null,
  completetime: null,
  canceltime: null,
  logistics: [{ time: NOW - 3 * HOUR, text: 'Arrived at the Bangkok hub' }, ...delivered.logistics],
  history: [
    { event: 'created', time: delivered.createtime },
    { event: 'paid', time: delivered.paytime ?? delivered.createtime },
    { event: 'shipped', time: delivered.shiptime ?? delivered.createtime },
    { event: 'refund_applied', time: NOW - 5 * HOUR },
    { event: 'refund_refused', time: NOW - 4 * HOUR },
  ],
  refunds: [
    {
      id: 5,
      refund_sn: 'RF2026112100042',
      type: 'refund_only',
      amount: '5.00',
      status: 'refused',
      reason: 'Scratched lid',
      createtime: NOW - 5 * HOUR,
      handletime: NOW - 4 * HOUR,
    },
  ],
};

const line = (i: number, shopId: number, gross: number, refunds: number) => {
  const fee = Math.floor(((gross - refunds) * 100 + 5000) / 10000);
  const money = (c: number) => (c / 100).toFixed(2);
  return {
    order_id: 200 + i,
    order_sn: `BZ20261120${4821 + i}`,
    shop_id: shopId,
    status: refunds ? ('refunded' as const) : ('completed' as const),
    time: NOW - i * DAY,
    gross: money(gross),
    refunds: money(refunds),
    fee: money(fee),
    net: money(gross - refunds - fee),
  };
};
const lines = [line(1, 1, 25_900, 0), line(2, 2, 4_999, 1_000), line(3, 1, 12_450, 0)];
const sum = (rows: typeof lines, key: 'gross' | 'refunds' | 'fee' | 'net') =>
  (rows.reduce((t, r) => t + Math.round(Number(r[key]) * 100), 0) / 100).toFixed(2);
const totals = (rows: typeof lines) => ({
  orders: rows.length,
  gross: sum(rows, 'gross'),
  refunds: sum(rows, 'refunds'),
  fee: sum(rows, 'fee'),
  net: sum(rows, 'net'),
});

export const settlement = (shopId: number | null): Settlement => {
  const rows = shopId ? lines.filter((l) => l.shop_id === shopId) : lines;
  const shops = [1, 2]
    .filter((id) => !shopId || id === shopId)
    .map((id) => ({
      shop_id: id,
      shop_name: fixtures.shops[id - 1]!.name,
      ...totals(lines.filter((l) => l.shop_id === id)),
    }));
  return { shop_id: shopId, start: NOW - 30 * DAY, end: NOW, fee_rate: 1, ...totals(rows), shops, lines: rows };
};

/** A chain top-up the watcher passed (no operator), beside the fixtures' audited ones. */
const watcherTopUp = {
  ...fixtures.topUpRecords[1]!,
  id: 45,
  amount: '120.00',
  address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  network_id: 2,
  network_name: 'ERC20',
  image: '',
  audit_remark: 'Chain watcher: ERC20 0x5c50…e1f0#0',
  createtime: NOW - 2 * HOUR,
  audittime: NOW - HOUR,
};

const chainDeposit = (
  id: number,
  status: AdminChainDeposit['status'],
  tokenAmount: string,
  network: 1 | 2,
  rechargeId: number | null = null,
): AdminChainDeposit => ({
  id,
  network_id: network,
  network_name: network === 1 ? 'TRC20' : 'ERC20',
  user_id: 42,
  username: 'mai.nguyen',
  tx_hash: `0x${String(id).repeat(4)}b1d4c7a5e2f9d6c3a1b4e7d8c9f0a8f3c2a6b9e1d4c7a5b0e2f9d6c3a1b4e7`.slice(0, 66),
  log_index: id % 3,
  block_number: 19_800_000 + id * 37,
  from_address: network === 1 ? 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' : '0x28C6c06298d514Db089934071355E5743bf21d60',
  to_address: network === 1 ? 'TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA' : '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  token_amount: tokenAmount,
  amount: (Math.floor(Number(tokenAmount) * 100) / 100).toFixed(2),
  status,
  recharge_id: rechargeId,
  createtime: NOW - id * HOUR,
  updatetime: NOW - id * HOUR + 600,
});

/** What the chain watcher saw: two below the minimum, one confirming, one credited, one dropped. */
export const adminChainDeposits: AdminChainDeposit[] = [
  chainDeposit(7, 'below_min', '0.500000', 2),
  chainDeposit(6, 'seen', '250.000000', 1),
  chainDeposit(5, 'below_min', '4.990001', 1),
  chainDeposit(4, 'credited', '120.004500', 2, 45),
  chainDeposit(3, 'dropped', '30.000000', 2),
];

/** Twelve months of statements, this month first; a merchant's (shop 2) are smaller. */
export const monthlySettlement = (shopId: number | null): MonthlySettlement => {
  const share = shopId ? 0.3 : 1;
  const money = (c: number) => (c / 100).toFixed(2);
  const months = Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10 - i, 1));
    const gross = Math.round((180_000 + ((i * 37_310) % 90_000)) * share);
    const refunds = Math.round(gross * (i % 3 === 0 ? 0.04 : 0.01));
    const fee = Math.floor(((gross - refunds) * 100 + 5000) / 10000);
    return {
      month: date.toISOString().slice(0, 7),
      start: date.getTime() / 1000,
      end: Date.UTC(2026, 11 - i, 1) / 1000,
      orders: Math.round((60 + i * 3) * share),
      gross: money(gross),
      refunds: money(refunds),
      fee: money(fee),
      net: money(gross - refunds - fee),
      net_cents: gross - refunds - fee,
    };
  });
  return { shop_id: shopId, time_zone: 'Asia/Bangkok', months };
};

const posting = (
  id: number,
  kind: AdminLedgerPosting['account_kind'],
  owner: number,
  amount: string,
  balance: string,
  type: string,
  ref: string,
  memo = '',
): AdminLedgerPosting => ({
  id,
  transaction_id: Math.ceil(id / 2),
  type,
  ref,
  memo,
  account_kind: kind,
  owner_id: owner,
  amount,
  balance_after: balance,
  createtime: NOW - (40 - id) * HOUR,
});

/** Both sides of a few transactions: a payment into escrow, its settlement to the shop and the fee, a top-up. */
export const ledgerPostings: AdminLedgerPosting[] = [
  posting(12, 'fee_revenue', 0, '2.59', '418.20', 'order_settle', 'order:4821', 'Platform fee 1%'),
  posting(11, 'merchant_payable', 2, '256.41', '3120.75', 'order_settle', 'order:4821'),
  posting(10, 'platform_escrow', 0, '-259.00', '1840.00', 'order_settle', 'order:4821'),
  posting(9, 'user_available', 42, '100.00', '388.50', 'recharge', 'recharge:44', 'Card top-up'),
  posting(8, 'external_deposits', 0, '-100.00', '-9250.00', 'recharge', 'recharge:44', 'Card top-up'),
  posting(7, 'merchant_payable', 2, '-10.00', '2864.34', 'refund', 'refund:5', 'Scratched lid'),
  posting(6, 'user_available', 42, '10.00', '288.50', 'refund', 'refund:5', 'Scratched lid'),
  posting(5, 'platform_escrow', 0, '259.00', '2099.00', 'order_pay', 'order:4821'),
  posting(4, 'user_available', 42, '-259.00', '278.50', 'order_pay', 'order:4821'),
];

const ok = () => null;

export const consoleRoutes: FixtureRoutes = {
  'GET /admin/order/detail': () => orderDetail,
  'POST /admin/order/logistics': ok,
  'POST /admin/order/ship': ok,
  'GET /admin/order/list': ({ params }) =>
    page(
      fixtures.orders
        .filter((o) => !params.status || o.status === params.status)
        .map((o) => ({ ...o, user_id: 42, shop_id: o.shop.id })),
      params,
    ),
  'GET /admin/recharge/list': ({ params }) =>
    page(
      [{ ...watcherTopUp, by_watcher: true }, ...fixtures.topUpRecords.map((r) => ({ ...r, by_watcher: false }))]
        .filter((r) => r.status === params.status)
        .map((r) => ({ ...r, user_id: 42, username: 'mai.nguyen' })),
      params,
    ),
  'GET /admin/chain_deposit/list': ({ params }) =>
    page(
      adminChainDeposits.filter(
        (d) =>
          (!params.status || d.status === params.status) &&
          (!params.network_id || d.network_id === Number(params.network_id)) &&
          (!params.keyword || `${d.tx_hash} ${d.to_address} ${d.from_address}`.includes(String(params.keyword))),
      ),
      params,
    ),
  'GET /admin/network/list': ({ params }) => page(fixtures.networks, params),
  'POST /admin/recharge/audit': ok,
  'GET /admin/operator/list': ({ params }) =>
    page(
      operators.filter((o) => !params.status || o.status === params.status),
      params,
    ),
  'POST /admin/operator/password': ok,
  'POST /admin/operator/disable': ok,
  'POST /admin/operator/create': ({ body }) => ({ id: 10, ...body }),
  'GET /admin/settlement': ({ params }) => settlement(params.shop_id ? Number(params.shop_id) : null),
  'GET /admin/settlement/monthly': ({ params }) => monthlySettlement(params.shop_id ? Number(params.shop_id) : null),
  'GET /admin/ledger/list': ({ params }) =>
    page(
      ledgerPostings.filter(
        (p) =>
          (!params.kind || p.account_kind === params.kind) &&
          (!params.shop_id || (p.account_kind === 'merchant_payable' && p.owner_id === Number(params.shop_id))) &&
          (!params.keyword || `${p.ref} ${p.memo}`.includes(String(params.keyword))),
      ),
      params,
    ),
  // The shop choosers (settlement, new operator) list shops through the admin catalog.
  ...adminShopRoutes,
  // The desk tables' lists (refunds, withdrawals, applications, audit log).
  ...deskRoutes,
};
