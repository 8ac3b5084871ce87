import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlashItem, createFlashSession } from '../../helpers/flash';
import { addAddress, expectLedgerOk, postAs, productId, skuId, stockOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

// A storm of flash checkouts on two flash SKUs, each then cancelled, paid or left unpaid, all at once:
// for every flash SKU the units in orders not cancelled plus the units left are the units offered, and
// the SKU's stock fell by exactly the units sold.

const SHOPPERS = 16;

let server: TestServer;
let p3: number; // Alpha Shop, no specs
let p6: number; // Beta Shop, Red SKU
let red: number;
const offers: { item: number; product: number; sku: number; offered: number; stockBefore: number }[] = [];

beforeAll(async () => {
  server = await startServer();
  [p3, p6] = await Promise.all([productId(server.app, 3), productId(server.app, 6)]);
  red = await skuId(server.app, p6, 'Red');
  await server.app.db.updateTable('products').set({ stock: 40 }).where('id', '=', p3).execute();
  await server.app.db.updateTable('products').set({ stock: 30 }).where('id', '=', p6).execute();
  await server.app.db.updateTable('product_skus').set({ stock: 30 }).where('id', '=', red).execute();
  const session = await createFlashSession(server.app);
  offers.push(
    {
      item: await createFlashItem(server.app, { sessionId: session, productId: p3, price: 299, stock: 9, perUser: 1 }),
      product: p3,
      sku: 0,
      offered: 9,
      stockBefore: 40,
    },
    {
      item: await createFlashItem(server.app, {
        sessionId: session,
        productId: p6,
        skuId: red,
        price: 1_000,
        stock: 12,
        perUser: 2,
      }),
      product: p6,
      sku: red,
      offered: 12,
      stockBefore: 30,
    },
  );
});
afterAll(() => server.close());

type Fate = 'cancel' | 'pay' | 'unpaid';
const FATES: Fate[] = ['cancel', 'pay', 'unpaid'];

/** One shopper's checkouts (each flash SKU apart, so one sold out does not refuse the other), then their fate. */
async function shop(s: TestShopper, fate: Fate): Promise<void> {
  const address = await addAddress(server.app, s.id);
  const lines = [
    { product_id: p3, quantity: 1 },
    { product_id: p6, sku_id: red, quantity: 2 },
  ];
  for (const line of lines) {
    const created = await postAs(server, s, '/api/order/create', { items: [line], address_id: address });
    if (created.body.code !== 1) continue;
    const [id] = created.body.data.order_ids;
    if (fate === 'cancel') expect((await postAs(server, s, '/api/order/cancel', { id })).body.code).toBe(1);
    if (fate === 'pay') {
      const paid = await postAs(server, s, '/api/order/pay', { order_id: id, paypwd: s.payPassword });
      expect(paid.body.msg).toBe('Success');
    }
  }
}

describe('flash units in a storm of checkouts', () => {
  it('are neither created nor lost: sold + left = offered, and the SKU stock fell by the units sold', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, () => createShopper(server.app, { balanceCents: 100_000 })),
    );
    await Promise.all(shoppers.map((s, i) => shop(s, FATES[i % FATES.length]!)));

    for (const offer of offers) {
      const item = await server.app.db
        .selectFrom('flash_items')
        .select(['sold', 'flash_stock'])
        .where('id', '=', offer.item)
        .executeTakeFirstOrThrow();
      const inOrders = await server.app.db
        .selectFrom('order_items as oi')
        .innerJoin('orders as o', 'o.id', 'oi.order_id')
        .select((eb) => eb.fn.sum<number>('oi.quantity').as('n'))
        .where('oi.flash_item_id', '=', offer.item)
        .where('o.status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      const sold = Number(inOrders.n ?? 0);
      const left = item.flash_stock - item.sold;
      expect(sold + left).toBe(offer.offered);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(sold).toBeGreaterThan(0);
      expect(offer.stockBefore - (await stockOf(server.app, offer.product, offer.sku))).toBe(sold);
      // Every unit bought went at the flash price: none of these SKUs sold at the normal price.
      const normal = await server.app.db
        .selectFrom('order_items')
        .select('id')
        .where('product_id', '=', offer.product)
        .where('flash_item_id', 'is', null)
        .execute();
      expect(normal).toEqual([]);
    }
    await expectLedgerOk(server.app);
  });
});
