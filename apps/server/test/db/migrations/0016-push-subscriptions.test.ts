import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../src/db/migrations/0016-push-subscriptions';
import { postAs, productId } from '../../helpers/orders';
import { createShopper } from '../../helpers/shoppers';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('migration 0016 backfill', () => {
  it('remembers the SKU prices of the favourites that existed before it', async () => {
    const { db } = server.app;
    const p6 = await productId(server.app, 6);
    const s = await createShopper(server.app);
    expect((await postAs(server, s, '/api/product/favourite', { id: p6 })).body.msg).toBe('Success');
    const migration = pushSubscriptions(TEST_DB);
    await migration.down!(db);
    await migration.up(db);
    const rows = await db
      .selectFrom('favourite_sku_prices as fs')
      .innerJoin('favourites as f', 'f.id', 'fs.favourite_id')
      .innerJoin('product_skus as k', 'k.id', 'fs.sku_id')
      .select(['k.spec_key', 'fs.price'])
      .where('f.user_id', '=', s.id)
      .orderBy('k.spec_key')
      .execute();
    expect(rows).toEqual([
      { spec_key: 'Color:Blue', price: 1_700 },
      { spec_key: 'Color:Red', price: 1_500 },
    ]);
  });
});
