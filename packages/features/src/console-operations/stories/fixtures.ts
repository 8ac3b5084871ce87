import type { AdminInfo, AdminOrderDetail, OperatorView, Settlement } from '@bazaar/contract';
import { adminShopRoutes, fixtures, page, type FixtureRoutes } from '@bazaar/story-kit';

/** Story-only answers of the console's calls, over the shop's fixtures (orders, wallet records). */

const { NOW, DAY, HOUR } = fixtures;

export const adminInfo = (role: 'admin' | 'merchant' = 'admin'): AdminInfo => ({
  id: role === 'admin' ? 1 : 7,
  username: role === 'admin' ? 'admin' : 'beta_keeper',
  nickname: role === 'admin' ? 'admin' : 'beta_keeper',
  role,
  shop_id: role === 'admin' ? null : 2,
  token: 'story-admin-token',
  expires_in: 30 * 86_400,
  createtime: NOW - 90 * DAY,
});

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
      fixtures.rechargeRecords
        .filter((r) => r.status === params.status)
        .map((r) => ({ ...r, user_id: 42, username: 'mai.nguyen' })),
      params,
    ),
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
  // The shop choosers (settlement, new operator) list shops through the admin catalog.
  ...adminShopRoutes,
};
