import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSubtitle } from '../../../src/db/migrations/0018-banner-subtitle';
import { tableColumns } from '../../helpers/table-columns';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('migration 0018', () => {
  it('gives existing banners an empty subtitle without translations, and round-trips', async () => {
    const { db } = server.app;
    const migration = bannerSubtitle(TEST_DB);
    await migration.down!(db);
    const columns = () => tableColumns(server, 'banners');
    expect(await columns()).not.toContain('subtitle');
    await migration.up(db);
    expect(await columns()).toEqual(expect.arrayContaining(['subtitle', 'subtitle_i18n']));
    const banners = await db.selectFrom('banners').select(['subtitle', 'subtitle_i18n']).execute();
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) expect(banner).toEqual({ subtitle: '', subtitle_i18n: '{}' });
    // The home page still reads after the round trip, with the (empty) subtitle.
    const home = (await server.request('/api/index/banner?lang=th')).body;
    expect(home.code).toBe(1);
    expect(home.data[0].subtitle).toBe('');
  });
});
