import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlashItem, createFlashSession, flashSold } from '../../helpers/flash';
import { addAddress, expectLedgerOk, postAs, productId, skuId, stockOf } from '../../helpers/orders';
import { createShopper } from '../../helpers/shoppers';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two instances on one PostgreSQL schema and one Redis, as deployed behind a load balancer: 60 shoppers
// each send one flash checkout to A and one to B at the same instant, for 20 units at 1 per shopper.
// Nothing in either process serializes them; only the database's conditional updates inside each
// checkout's transaction do. Every count below is asserted exactly: a reservation that read `sold` and
// wrote it back (or checked the shopper's units outside the locked transaction) would sell a unit twice
// across the instances, and the 21st order, a second line for one shopper or a stock fallen by more than
// the units sold would fail the test.

const SHOPPERS = 60;
const FLASH_STOCK = 20;
const SKU_STOCK = 100;

describe.skipIf(TEST_DB !== 'postgres')('a flash sale served by two instances', () => {
  let a: TestServer;
  let b: TestServer;
  let p6: number; // Alpha Shop, Red 15.00
  let red: number;
  let item: number;

  beforeAll(async () => {
    const redisPrefix = `bazaar-test:flash-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
    a = await startServer({ config: { redisUrl: REDIS_URL, redisPrefix } });
    b = await startServer({
      config: { redisUrl: REDIS_URL, redisPrefix, pgSchema: a.config.pgSchema, dataDir: a.config.dataDir },
    });
    p6 = await productId(a.app, 6);
    red = await skuId(a.app, p6, 'Red');
    await a.app.db.updateTable('products').set({ stock: SKU_STOCK }).where('id', '=', p6).execute();
    await a.app.db.updateTable('product_skus').set({ stock: SKU_STOCK }).where('id', '=', red).execute();
    const session = await createFlashSession(a.app);
    item = await createFlashItem(a.app, {
      sessionId: session,
      productId: p6,
      skuId: red,
      price: 990,
      stock: FLASH_STOCK,
      perUser: 1,
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('sell exactly the flash stock together, one unit per shopper, and refuse the rest cleanly', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const s = await createShopper(a.app, { balanceCents: 10_000 });
        return { s, address: await addAddress(a.app, s.id) };
      }),
    );
    const line = { product_id: p6, sku_id: red, quantity: 1 };
    const answers = await Promise.all(
      shoppers.flatMap(({ s, address }) =>
        [a, b].map(async (server) => ({
          shopper: s.id,
          answer: await postAs(server, s, '/api/order/create', { items: [line], address_id: address }),
        })),
      ),
    );

    const sold = answers.filter(({ answer }) => answer.body?.code === 1);
    const refused = answers.filter(({ answer }) => answer.body?.code !== 1);
    expect(sold).toHaveLength(FLASH_STOCK);
    expect(sold.every(({ answer }) => answer.body.data.total === '9.90')).toBe(true);
    // One per shopper, though each asked both instances at once.
    expect(new Set(sold.map((s) => s.shopper)).size).toBe(FLASH_STOCK);
    // Every refusal is a business answer (HTTP 200, code 0) saying no flash unit is left: no 5xx, no
    // deadlock or serialization failure surfacing as an error.
    const reasons = new Set(refused.map(({ answer }) => `${answer.status} ${answer.body?.code} ${answer.body?.msg}`));
    expect([...reasons].sort()).toEqual(['200 0 None left at the flash price for you.']);

    expect(await flashSold(a.app, item)).toBe(FLASH_STOCK);
    // Every line of this SKU is a flash line of one unit (none went at the normal price), and its stock
    // fell by exactly the units sold.
    const lines = await a.app.db
      .selectFrom('order_items')
      .select(['flash_item_id', 'quantity'])
      .where('sku_id', '=', red)
      .execute();
    expect(lines).toHaveLength(FLASH_STOCK);
    expect(lines.every((l) => l.flash_item_id === item && l.quantity === 1)).toBe(true);
    expect(await stockOf(a.app, p6, red)).toBe(SKU_STOCK - FLASH_STOCK);
    await expectLedgerOk(a.app);
  });
});
