import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder } from '../helpers/after-sale';
import { createAdmin } from '../helpers/admins';
import { addAddress, expectLedgerOk, placeOrder, postAs, productId } from '../helpers/orders';
import { createShopper, type TestShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';
import { ownUpload } from '../helpers/wallet';

// Every row another caller could reach through an id: the whole of each table is compared.
const WATCHED = [
  'users',
  'addresses',
  'carts',
  'orders',
  'order_items',
  'order_logistics',
  'refunds',
  'uploads',
  'recharges',
  'withdrawals',
  'notifications',
  'favourites',
  'follows',
  'ledger_accounts',
  'ledger_transactions',
] as const;

let server: TestServer;
/** The victim: owns everything the others try to reach. */
let victim: TestShopper;
let intruder: TestShopper;
const v = {} as {
  address: number;
  cartLine: number;
  unpaid: { id: number; pay_sn: string };
  paid: number;
  refunded: number;
  refund: number;
  upload: string;
  shopId: number;
};
let p2: number;
let intruderUpload: string;

async function snapshot(): Promise<string> {
  const tables = await Promise.all(
    WATCHED.map((t) =>
      server.app.db
        .selectFrom(t)
        .selectAll()
        .orderBy('id' as never)
        .execute(),
    ),
  );
  // Every payment-code check stamps the caller's own row with when and by which instance it was
  // checked (pay-password.ts): bookkeeping of the caller, not a change to anyone's data.
  const users = tables[0]!.map((row) => ({
    ...row,
    pay_checks_pending: undefined,
    pay_checked_at: undefined,
    pay_checked_by: undefined,
  }));
  return JSON.stringify([users, ...tables.slice(1)]);
}

beforeAll(async () => {
  server = await startServer();
  p2 = await productId(server.app, 2);
  [victim, intruder] = await Promise.all([
    createShopper(server.app, { balanceCents: 100_000 }),
    createShopper(server.app, { balanceCents: 100_000 }),
  ]);
  v.address = await addAddress(server.app, victim.id, 'Victim Private');
  const line = await postAs(server, victim, '/api/cart/add', { product_id: p2, quantity: 1 });
  v.cartLine = line.body.data.id;
  const order = await placeOrder(server, victim, [{ product_id: p2, quantity: 1 }], v.address);
  v.unpaid = { id: order.order_ids[0]!, pay_sn: order.pay_sn };
  v.paid = await paidOrder(server, victim, [{ product_id: p2, quantity: 1 }]);
  v.refunded = await paidOrder(server, victim, [{ product_id: p2, quantity: 1 }]);
  v.upload = await ownUpload(server.app, victim.id);
  intruderUpload = await ownUpload(server.app, intruder.id);
  const refund = await postAs(server, victim, '/api/order/refund', {
    order_id: v.refunded,
    product_ids: [p2],
    type: 'refund_only',
    goods_status: 'not_received',
    reason: 'Late',
    explain: 'Never came',
    images: [await ownUpload(server.app, victim.id)],
  });
  expect(refund.body.code).toBe(1);
  v.refund = refund.body.data.id;
  v.shopId = (
    await server.app.db.selectFrom('orders').select('shop_id').where('id', '=', v.paid).executeTakeFirstOrThrow()
  ).shop_id;
});
afterAll(() => server.close());
afterEach(() => expectLedgerOk(server.app));

/** A refusal: code 0 (or 401), the victim's data not in the answer, and not one row changed anywhere. */
async function expectRefused(call: () => Promise<{ status: number; body: { code: number }; text: string }>) {
  const before = await snapshot();
  const res = await call();
  expect(res.status === 401 || res.body.code === 0, `answered ${res.text}`).toBe(true);
  expect(res.text).not.toContain('Victim Private');
  expect(await snapshot()).toBe(before);
}

const get = (path: string, s = intruder) => server.request(path, { headers: { token: s.token } });
const post = (path: string, json: unknown, s = intruder) => postAs(server, s, path, json);

describe("a shopper with another shopper's ids", () => {
  it.each([
    ['address', () => get(`/api/user/address?id=${v.address}`)],
    ['address_del', () => get(`/api/user/address_del?id=${v.address}`)],
    [
      'address_add (edit)',
      () =>
        post('/api/user/address_add', {
          id: v.address,
          name: 'Taken Over',
          mobile: '13900000000',
          area: 'Bangkok',
          address: '2 Silom Rd',
          tag: 'Home',
        }),
    ],
    ['cart/update', () => post('/api/cart/update', { id: v.cartLine, quantity: 3 })],
    ['cart/del', () => post('/api/cart/del', { ids: [v.cartLine] })],
    ['order/detail', () => get(`/api/order/detail?id=${v.paid}`)],
    ['order/cancel', () => post('/api/order/cancel', { id: v.unpaid.id })],
    ['order/confirm', () => post('/api/order/confirm', { id: v.paid })],
    ['order/pay by order_id', () => post('/api/order/pay', { order_id: v.unpaid.id, paypwd: intruder.payPassword })],
    ['order/pay by pay_sn', () => post('/api/order/pay', { pay_sn: v.unpaid.pay_sn, paypwd: intruder.payPassword })],
    [
      'order/create with their address',
      () => post('/api/order/create', { items: [{ product_id: p2, quantity: 1 }], address_id: v.address }),
    ],
    [
      'order/refund on their order',
      () =>
        post('/api/order/refund', {
          order_id: v.paid,
          product_ids: [p2],
          type: 'refund_only',
          amount: '1.00',
          goods_status: 'not_received',
          reason: 'Mine now',
          explain: 'Give me the money',
          images: [intruderUpload],
        }),
    ],
    ['order/refund_detail by id', () => get(`/api/order/refund_detail?id=${v.refund}`)],
    ['order/refund_detail by order', () => get(`/api/order/refund_detail?order_id=${v.refunded}`)],
    ['order/refund_cancel', () => post('/api/order/refund_cancel', { id: v.refund })],
    ['order/return_ship', () => post('/api/order/return_ship', { id: v.refund, company: 'Kerry', number: 'X1' })],
    [
      'user/recharge with their upload',
      () => post('/api/user/recharge', { type: 'manual', amount: '10.00', image: v.upload, address: 'acct 1' }),
    ],
    ['user/profile with their upload as avatar', () => post('/api/user/profile', { avatar: v.upload })],
  ])('%s is refused and changes nothing', async (_name, call) => {
    await expectRefused(call);
  });

  it('order/refund with their upload as proof is refused on an own order', async () => {
    const own = await paidOrder(server, intruder, [{ product_id: p2, quantity: 1 }]);
    await expectRefused(() =>
      post('/api/order/refund', {
        order_id: own,
        product_ids: [p2],
        type: 'refund_only',
        amount: '1.00',
        goods_status: 'not_received',
        reason: 'Late',
        explain: 'Never came',
        images: [v.upload],
      }),
    );
  });

  it.each([
    '/api/user/address_list',
    '/api/cart/list',
    '/api/user/order_list',
    '/api/user/favourite_list',
    '/api/user/follow_list',
    '/api/user/recharge_log',
    '/api/user/extract_log',
    '/api/user/bill',
    '/api/notification/list',
  ])('%s lists only the caller’s own records', async (path) => {
    const res = await get(path);
    expect(res.body.code).toBe(1);
    const ids = JSON.stringify(res.body.data);
    expect(ids).not.toContain('Victim Private');
    const rows: unknown = res.body.data?.data ?? res.body.data;
    for (const row of Array.isArray(rows) ? (rows as { user_id?: number }[]) : []) {
      if ('user_id' in row) expect(row.user_id).toBe(intruder.id);
    }
  });
});

describe('a merchant operator of another shop', () => {
  let outsider: { token: string };
  beforeAll(async () => {
    const other = await server.app.db
      .selectFrom('shops')
      .select('id')
      .where('id', '<>', v.shopId)
      .executeTakeFirstOrThrow();
    outsider = await createAdmin(server.app, { role: 'merchant', shopId: other.id });
  });
  const admin = (path: string, json: unknown) =>
    server.request(path, {
      method: 'POST',
      headers: { token: outsider.token, 'Idempotency-Key': randomUUID() },
      json,
    });

  it.each([
    ['order/ship', () => admin('/api/admin/order/ship', { id: v.paid, company: 'Kerry', number: 'KE1' })],
    ['order/logistics', () => admin('/api/admin/order/logistics', { id: v.paid, text: 'Left the warehouse' })],
    ['refund/handle approve', () => admin('/api/admin/refund/handle', { id: v.refund, action: 'approve' })],
    ['refund/handle refuse', () => admin('/api/admin/refund/handle', { id: v.refund, action: 'refuse' })],
  ])('%s is refused and changes nothing', async (_name, call) => {
    await expectRefused(call);
  });

  it.each(['/api/admin/order/list', '/api/admin/refund/list'])('%s shows none of that shop’s records', async (path) => {
    const res = await server.request(path, { headers: { token: outsider.token } });
    expect(res.body.code).toBe(1);
    const rows = (res.body.data.data ?? []) as { shop_id?: number; id: number }[];
    expect(rows.map((r) => r.id)).not.toContain(path.includes('refund') ? v.refund : v.paid);
  });
});
