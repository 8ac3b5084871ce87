import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSearch } from '../../../src/db/migrations/0003-catalog-search';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('migration 0003 backfill', () => {
  it('indexes the products that existed before it, so search finds them', async () => {
    const { db } = server.app;
    const terms = async () =>
      await db
        .selectFrom('product_terms')
        .select(['term', 'product_id', 'weight'])
        .orderBy('term')
        .orderBy('product_id')
        .execute();
    const seeded = await terms();
    expect(seeded.length).toBeGreaterThan(0);
    // Re-run the migration over the seeded catalog: down drops the index, up rebuilds it from the products.
    const migration = catalogSearch(TEST_DB);
    await migration.down!(db);
    await migration.up(db);
    expect(await terms()).toEqual(seeded);
    const { body } = await server.request('/api/product/search?keyword=product%207');
    expect(body.data.data.map((p: { title: string }) => p.title)).toEqual(['Product 7']);
  });
});
