import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldedSearchTerms } from '../../../src/db/migrations/0025-folded-search-terms';
import { invalidateCatalogCache } from '../../../src/modules/catalog/kv-cache';
import { productTermRows } from '../../../src/modules/catalog/search/product-terms';
import { fixtureCatalog } from '../../helpers/fixture-catalog';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  const [first, ...rest] = fixtureCatalog.products;
  server = await startServer({
    demoCatalog: () => ({
      ...fixtureCatalog,
      products: [
        { ...first!, title: 'Trà xanh', titleI18n: { ja: '緑茶', th: 'ชาเขียว' }, content: '<p>Đặc biệt</p>' },
        ...rest,
      ],
    }),
  });
});
afterAll(() => server.close());

const byTerm = (a: { term: string; product_id: number }, b: { term: string; product_id: number }) =>
  a.term < b.term ? -1 : a.term > b.term ? 1 : a.product_id - b.product_id;

describe('migration 0025', () => {
  it('rebuilds the index of existing products with folded terms, and back', async () => {
    const { db } = server.app;
    const terms = async () =>
      (await db.selectFrom('product_terms').select(['term', 'product_id', 'weight']).execute()).sort(byTerm);
    const titles = async (keyword: string) =>
      (await server.request(`/api/product/search?keyword=${encodeURIComponent(keyword)}`)).body.data.data.map(
        (p: { title: string }) => p.title,
      );
    const migration = foldedSearchTerms();

    // Down: the index as 0003 wrote it, accents and all.
    await migration.down!(db);
    expect((await terms()).map((r) => r.term)).toContain('đặc');
    expect(await titles('tra xanh dac biet')).toEqual([]);

    // Up: every product's terms as live indexing writes them, so search folds accents.
    await migration.up(db);
    await invalidateCatalogCache(server.app.kv);
    const products = await db.selectFrom('products').select(['id', 'title', 'title_i18n', 'content']).execute();
    expect(products.length).toBe(fixtureCatalog.products.length);
    expect(await terms()).toEqual(products.flatMap((p) => productTermRows(p.id, p)).sort(byTerm));
    expect(await titles('tra xanh dac biet')).toEqual(['Trà xanh']);
    expect(await titles('緑茶')).toEqual(['Trà xanh']);
  });
});
