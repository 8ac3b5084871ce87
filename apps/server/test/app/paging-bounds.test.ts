import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type TestShopper } from '../helpers/shoppers';
import { startServer, type TestServer } from '../helpers/test-server';

// A page far beyond the last (an integer, so the schema takes it) is an empty page, not a database error:
// the hostile-input fuzz once sent page=16252805516208091000 to user/buy_again and got a 500 on SQLite,
// whose OFFSET is a 64-bit integer.
let server: TestServer;
let shopper: TestShopper;
beforeAll(async () => {
  server = await startServer();
  shopper = await createShopper(server.app);
});
afterAll(() => server.close());

describe('a page beyond every row', () => {
  it.each([
    '/api/user/buy_again',
    '/api/user/recently_viewed',
    '/api/index/product',
    '/api/index/hot_product',
    '/api/shop/list',
    '/api/user/order_list',
    '/api/user/favourite_list',
    '/api/notification/list',
    '/api/user/recharge_log',
  ])('%s answers an empty page', async (path) => {
    for (const page of ['16252805516208091000', String(Number.MAX_SAFE_INTEGER), '2147483649']) {
      const res = await server.request(`${path}?page=${page}&limit=50`, { headers: { token: shopper.token } });
      expect(res.status, `${path} page=${page}`).toBe(200);
      expect(res.body.code, `${path} page=${page}: ${res.text}`).toBe(1);
      expect(res.body.data.data).toEqual([]);
    }
  });
});
