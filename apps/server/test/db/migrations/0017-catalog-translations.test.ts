import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTranslations } from '../../../src/db/migrations/0017-catalog-translations';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('migration 0017', () => {
  it('gives existing shops English as their language and every text an empty set of translations', async () => {
    const { db } = server.app;
    const migration = catalogTranslations(TEST_DB);
    await migration.down!(db);
    await migration.up(db);
    const shops = await db.selectFrom('shops').select(['lang', 'name_i18n', 'description_i18n']).execute();
    expect(shops.length).toBeGreaterThan(0);
    for (const shop of shops) expect(shop).toEqual({ lang: 'en', name_i18n: '{}', description_i18n: '{}' });
    const product = await db.selectFrom('products').select(['content_i18n', 'specs_i18n']).executeTakeFirstOrThrow();
    expect(product).toEqual({ content_i18n: '{}', specs_i18n: '{}' });
    const banner = await db.selectFrom('banners').select(['title_i18n', 'image_i18n']).executeTakeFirstOrThrow();
    expect(banner).toEqual({ title_i18n: '{}', image_i18n: '{}' });
    // The catalog still reads after the round trip.
    expect((await server.request('/api/index/index?lang=th')).body.code).toBe(1);
  });
});
