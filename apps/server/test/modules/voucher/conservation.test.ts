import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNT_KINDS } from '@bazaar/contract';
import { completeOrder } from '../../../src/modules/order/lifecycle';
import { advance } from '../../helpers/after-sale';
import { createAdmin } from '../../helpers/admins';
import { shopIdByName } from '../../helpers/chat';
import { addAddress, expectLedgerOk, placeOrder, postAs, productId } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { collect, createVoucher } from '../../helpers/vouchers';

// A storm of checkouts with vouchers: each shopper collects a shop, a platform and a shipping voucher and spends
// them on a checkout of two shops, which he then cancels, pays, pays and has refunded, or pays and sees settled,
// all at once. Every cent must be accounted for between shoppers, shops and the platform.

const SHOPPERS = 8;
const FUNDS = 100_000;

let server: TestServer;
let admin: { token: string };
let beta: number;
let p3: number; // Alpha Shop, 3.99
let p4: number; // Beta Shop, 20.00
let vouchers: { shop: number; platform: number; shipping: number };

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  beta = await shopIdByName(server.app, 'Beta Shop');
  [p3, p4] = await Promise.all([productId(server.app, 3), productId(server.app, 4)]);
  await server.app.db.updateTable('products').set({ freight: 300, stock: 1000 }).where('id', 'in', [p3, p4]).execute();
  vouchers = {
    shop: await createVoucher(server.app, { scope: 'shop', shopId: beta, value: 300, total: 1000 }),
    platform: await createVoucher(server.app, { kind: 'percent', value: 10, maxDiscount: 150, total: 1000 }),
    shipping: await createVoucher(server.app, { scope: 'shipping', value: 200, total: 1000 }),
  };
});
afterAll(() => server.close());

type Fate = 'cancel' | 'pay' | 'refund' | 'settle';
const FATES: Fate[] = ['cancel', 'pay', 'refund', 'settle'];

/** One shopper's checkout of both shops with his three vouchers, then its fate. */
async function shop(s: TestShopper, fate: Fate): Promise<number[]> {
  const [mineShop, minePlatform, mineShipping] = await Promise.all([
    collect(server, s.token, vouchers.shop),
    collect(server, s.token, vouchers.platform),
    collect(server, s.token, vouchers.shipping),
  ]);
  const order = await placeOrder(
    server,
    s,
    [
      { product_id: p3, quantity: 1 },
      { product_id: p4, quantity: 1 },
    ],
    await addAddress(server.app, s.id),
    { vouchers: { shop: { [beta]: mineShop }, platform: minePlatform, shipping: mineShipping } },
  );
  if (fate === 'cancel') {
    for (const id of order.order_ids) expect((await postAs(server, s, '/api/order/cancel', { id })).body.code).toBe(1);
    return order.order_ids;
  }
  const paid = await postAs(server, s, '/api/order/pay', { pay_sn: order.pay_sn, paypwd: s.payPassword });
  expect(paid.body.msg).toBe('Success');
  for (const id of order.order_ids) {
    if (fate === 'refund') {
      const items = await server.app.db
        .selectFrom('order_items')
        .select('product_id')
        .where('order_id', '=', id)
        .execute();
      const applied = await postAs(server, s, '/api/order/refund', {
        order_id: id,
        product_ids: items.map((i) => i.product_id),
        type: 'refund_only',
        goods_status: 'not_received',
        reason: 'Changed my mind',
        explain: 'Ordered twice by mistake',
      });
      expect(applied.body.code, applied.body.msg).toBe(1);
      const handled = await server.request('/api/admin/refund/handle', {
        method: 'POST',
        headers: { token: admin.token },
        json: { id: applied.body.data.id, action: 'approve', remark: '' },
      });
      expect(handled.body.code, handled.body.msg).toBe(1);
    }
    if (fate === 'settle') {
      await advance(server, s, id, admin.token, 'received');
      await server.app.db.transaction().execute((trx) => completeOrder(trx, id));
    }
  }
  return order.order_ids;
}

const balances = async (kinds: string[]) =>
  Number(
    (
      await server.app.db
        .selectFrom('ledger_accounts')
        .select((eb) => eb.fn.sum<number>('balance').as('n'))
        .where('kind', 'in', kinds as never[])
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );

describe('vouchers in a storm of checkouts', () => {
  it('spend, give back, refund and settle without creating or losing a cent', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, () => createShopper(server.app, { balanceCents: FUNDS })),
    );
    const before = await balances(['user_available', 'user_frozen']);
    const fates = shoppers.map((_, i) => FATES[i % FATES.length]!);
    const orders = await Promise.all(shoppers.map((s, i) => shop(s, fates[i]!)));

    await expectLedgerOk(server.app);
    // Every account sums to nothing: what shoppers lost is held by the platform, owed to shops, or earned.
    const all = await balances([...LEDGER_ACCOUNT_KINDS]);
    expect(all).toBe(0);
    const rows = await server.app.db
      .selectFrom('orders')
      .select(['id', 'status', 'total', 'discount', 'user_id'])
      .where('id', 'in', orders.flat())
      .execute();
    const paidBy = (fate: Fate) =>
      rows
        .filter((o) => fates[shoppers.findIndex((s) => s.id === o.user_id)] === fate)
        .reduce((sum, o) => sum + Number(o.total), 0);
    // Shoppers are down exactly what their kept orders cost; cancelled and refunded ones cost nothing.
    const after = await balances(['user_available', 'user_frozen']);
    expect(before - after).toBe(paidBy('pay') + paidBy('settle'));
    expect(rows.every((o) => Number(o.total) >= 0 && Number(o.discount) > 0)).toBe(true);
    // A cancelled checkout's vouchers are back to use; the others' stay spent.
    const mine = await server.app.db
      .selectFrom('user_vouchers')
      .select(['user_id', 'status'])
      .where(
        'user_id',
        'in',
        shoppers.map((s) => s.id),
      )
      .execute();
    for (const [i, s] of shoppers.entries()) {
      const statuses = mine.filter((m) => m.user_id === s.id).map((m) => m.status);
      expect(statuses).toEqual(Array(3).fill(fates[i] === 'cancel' ? 'unused' : 'used'));
    }
    // Collections counted exactly.
    const counted = await server.app.db
      .selectFrom('vouchers')
      .select('collected')
      .where('id', 'in', Object.values(vouchers))
      .execute();
    expect(counted.map((v) => v.collected)).toEqual([SHOPPERS, SHOPPERS, SHOPPERS]);
  });
});
