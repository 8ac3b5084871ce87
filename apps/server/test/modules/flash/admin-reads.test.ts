import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { createAdmin } from '../../helpers/admins';
import { get, shopIdByName } from '../../helpers/chat';
import { createFlashItem, createFlashSession, lowerThenRaise } from '../../helpers/flash';
import { productId, skuId } from '../../helpers/orders';
import { startServer, type TestServer } from '../../helpers/test-server';

// The console's reads: the sessions list with its item counts, and the 30-day low beside the flash price.

const HOUR = 3_600;
let server: TestServer;
let operator: string;
let betaMerchant: string;
let alphaMerchant: string;
let p2: number; // Beta Shop 12.50, no specs
let p6: number; // Beta Shop, specs: Red 15.00, Blue 17.00
let p5: number; // Alpha Shop
let upcoming: number;
let live: number;
let ended: number;

beforeAll(async () => {
  server = await startServer();
  const [beta, alpha] = await Promise.all([
    shopIdByName(server.app, 'Beta Shop'),
    shopIdByName(server.app, 'Alpha Shop'),
  ]);
  [operator, betaMerchant, alphaMerchant] = await Promise.all([
    createAdmin(server.app).then((a) => a.token),
    createAdmin(server.app, { role: 'merchant', shopId: beta }).then((a) => a.token),
    createAdmin(server.app, { role: 'merchant', shopId: alpha }).then((a) => a.token),
  ]);
  [p2, p5, p6] = await Promise.all([productId(server.app, 2), productId(server.app, 5), productId(server.app, 6)]);
  const now = nowSeconds();
  ended = await createFlashSession(server.app, { startsAt: now - 5 * HOUR, endsAt: now - 4 * HOUR });
  live = await createFlashSession(server.app, { startsAt: now - 60, endsAt: now + HOUR });
  upcoming = await createFlashSession(server.app, { startsAt: now + 2 * HOUR, endsAt: now + 3 * HOUR });
  const item = { sessionId: upcoming, price: 100, stock: 1, perUser: 1 };
  await createFlashItem(server.app, { ...item, productId: p2 });
  await createFlashItem(server.app, { ...item, productId: p5 });
});
afterAll(() => server.close());

describe('admin/flash/sessions', () => {
  it('lists every session latest start first with its status and item count, filtered by status', async () => {
    const all = await get(server, operator, '/api/admin/flash/sessions');
    expect(all.body.code, all.body.msg).toBe(1);
    expect(all.body.data).toMatchObject({ total: 3, current_page: 1 });
    expect(all.body.data.data).toMatchObject([
      { id: upcoming, status: 'upcoming', item_count: 2 },
      { id: live, status: 'live', item_count: 0 },
      { id: ended, status: 'ended', item_count: 0 },
    ]);
    const onlyLive = await get(server, operator, '/api/admin/flash/sessions?status=live');
    expect(onlyLive.body.data.data.map((s: { id: number }) => s.id)).toEqual([live]);
    const bad = await get(server, operator, '/api/admin/flash/sessions?status=soon');
    expect(bad.body.code).toBe(0);
  });

  it('shows merchants every session, counting only their own shop’s items', async () => {
    const beta = await get(server, betaMerchant, '/api/admin/flash/sessions?status=upcoming');
    expect(beta.body.data.data).toMatchObject([{ id: upcoming, item_count: 1 }]);
    expect((await server.request('/api/admin/flash/sessions')).body.code).not.toBe(1);
  });
});

describe('admin/flash/lowest-price', () => {
  it('answers the price now and the lowest of the last 30 days, the bar item/save checks', async () => {
    await lowerThenRaise(server.app, p2, 1_000, 1_250);
    const low = await get(server, betaMerchant, `/api/admin/flash/lowest-price?product_id=${p2}`);
    expect(low.body).toMatchObject({
      code: 1,
      data: { product_id: p2, sku_id: null, price: '12.50', lowest_price: '10.00' },
    });
    const red = await skuId(server.app, p6, 'Red');
    const sku = await get(server, operator, `/api/admin/flash/lowest-price?product_id=${p6}&sku_id=${red}`);
    expect(sku.body.data).toEqual({ product_id: p6, sku_id: red, price: '15.00', lowest_price: '15.00' });
  });

  it('needs the SKU of a product with specs, and keeps merchants to their own shop’s products', async () => {
    const noSku = await get(server, operator, `/api/admin/flash/lowest-price?product_id=${p6}`);
    expect(noSku.body).toMatchObject({ code: 0, msg: 'Please choose the specification of the product.' });
    const other = await get(server, alphaMerchant, `/api/admin/flash/lowest-price?product_id=${p2}`);
    expect(other.body).toMatchObject({ code: 0, msg: 'You do not have permission to do this.' });
  });
});
