import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockHoldOff } from '../../../src/db/migrations/0020-back-in-stock-hold-off';
import { tableColumns } from '../../helpers/table-columns';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('migration 0020', () => {
  it('gives existing products no sell-out and no announcement yet, and round-trips', async () => {
    const { db } = server.app;
    const migration = backInStockHoldOff();
    await migration.down!(db);
    const columns = () => tableColumns(server, 'products');
    expect(await columns()).not.toContain('sold_out_at');
    await migration.up(db);
    expect(await columns()).toEqual(expect.arrayContaining(['sold_out_at', 'back_in_stock_at']));
    const products = await db.selectFrom('products').select(['sold_out_at', 'back_in_stock_at']).execute();
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product).toEqual({ sold_out_at: 0, back_in_stock_at: 0 });
  });
});
