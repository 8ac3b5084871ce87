import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { createAdmin } from '../../helpers/admins';
import { get, post, shopIdByName } from '../../helpers/chat';
import { createFlashItem, createFlashSession, lowerThenRaise, setFlashWindow } from '../../helpers/flash';
import { productId, skuId } from '../../helpers/orders';
import { startServer, type TestServer } from '../../helpers/test-server';

// The shop's reads and the console's calls: who may save what, and the refusals of the rules.

const HOUR = 3_600;
let server: TestServer;
let operator: string;
let betaMerchant: string;
let p2: number; // Beta Shop 12.50, no specs
let p6: number; // Beta Shop, specs: Red 15.00 (3 in stock), Blue 17.00
let red: number;
let upcoming: number;

beforeAll(async () => {
  server = await startServer();
  const beta = await shopIdByName(server.app, 'Beta Shop');
  [operator, betaMerchant] = await Promise.all([
    createAdmin(server.app).then((a) => a.token),
    createAdmin(server.app, { role: 'merchant', shopId: beta }).then((a) => a.token),
  ]);
  [p2, p6] = await Promise.all([productId(server.app, 2), productId(server.app, 6)]);
  red = await skuId(server.app, p6, 'Red');
  const now = nowSeconds();
  const saved = await post(server, operator, '/api/admin/flash/session/save', {
    title: 'Evening deals',
    starts_at: now + 2 * HOUR,
    ends_at: now + 4 * HOUR,
  });
  expect(saved.body.code, saved.body.msg).toBe(1);
  upcoming = saved.body.data.id;
});
afterAll(() => server.close());

const saveItem = (token: string, body: Record<string, unknown>) =>
  post(server, token, '/api/admin/flash/item/save', {
    session_id: upcoming,
    flash_stock: 2,
    per_user_limit: 1,
    ...body,
  });

describe('admin/flash/session/save', () => {
  it('is for operators only, and refuses a session overlapping another', async () => {
    const now = nowSeconds();
    const window = { title: 'Late', starts_at: now + 3 * HOUR, ends_at: now + 5 * HOUR };
    expect((await post(server, betaMerchant, '/api/admin/flash/session/save', window)).body.code).toBe(0);
    const overlap = await post(server, operator, '/api/admin/flash/session/save', window);
    expect(overlap.body).toMatchObject({ code: 0, msg: 'This flash sale overlaps another one.' });
    const after = await post(server, operator, '/api/admin/flash/session/save', {
      ...window,
      starts_at: now + 4 * HOUR,
    });
    expect(after.body).toMatchObject({ code: 1, data: { status: 'upcoming', title: 'Late' } });
  });
});

describe('admin/flash/item/save', () => {
  it('lets a merchant add its own shop’s SKU, never another shop’s product', async () => {
    const own = await saveItem(betaMerchant, { product_id: p6, sku_id: red, flash_price: '12.00' });
    expect(own.body).toMatchObject({ code: 1, data: { sku_id: red, flash_price: '12.00', sold: 0 } });
    const other = await saveItem(betaMerchant, { product_id: await productId(server.app, 5), flash_price: '9.00' });
    expect(other.body).toMatchObject({ code: 0, msg: 'You do not have permission to do this.' });
    const list = await get(server, betaMerchant, `/api/admin/flash/items?session_id=${upcoming}`);
    expect(list.body.data.data.map((i: { product: { id: number } }) => i.product.id)).toEqual([p6]);
  });

  it('refuses a price that is not below the 30-day low ("not a real discount"), in the reader’s language', async () => {
    const atPrice = await saveItem(operator, { product_id: p2, flash_price: '12.50' });
    expect(atPrice.body).toMatchObject({
      code: 0,
      msg: 'Not a real discount: the flash price must be below $12.50, the lowest price of the last 30 days.',
    });
    // Price was 10.00 until today, then raised to 12.50: 11.00 is no discount.
    await lowerThenRaise(server.app, p2, 1_000, 1_250);
    const raised = await server.request('/api/admin/flash/item/save?lang=zh-cn', {
      method: 'POST',
      headers: { token: operator },
      json: { session_id: upcoming, product_id: p2, flash_price: '11.00', flash_stock: 2, per_user_limit: 1 },
    });
    expect(raised.body).toMatchObject({ code: 0, msg: '不是真正的折扣：秒杀价必须低于近 30 天最低价 $10.00。' });
    expect((await saveItem(operator, { product_id: p2, flash_price: '9.99' })).body.code).toBe(1);
  });

  it('needs a SKU for a product with specs, and keeps the flash stock within its stock', async () => {
    expect((await saveItem(operator, { product_id: p6, flash_price: '1.00' })).body.msg).toBe(
      'Please choose the specification of the product.',
    );
    const blue = await skuId(server.app, p6, 'Blue');
    const tooMany = await saveItem(operator, { product_id: p6, sku_id: blue, flash_price: '1.00' });
    expect(tooMany.body.msg).toBe('The flash stock cannot be more than the 0 in stock.');
  });

  it('refuses additions to a live or ended session, and removals from them', async () => {
    const now = nowSeconds();
    const live = await createFlashSession(server.app, { startsAt: now - 60, endsAt: now + 600 });
    const p3 = await productId(server.app, 3);
    const late = await saveItem(operator, { session_id: live, product_id: p3, flash_price: '1.00' });
    expect(late.body).toMatchObject({
      code: 0,
      msg: 'This flash sale has already started or ended and can no longer be changed.',
    });
    const item = await createFlashItem(server.app, {
      sessionId: live,
      productId: p3,
      price: 100,
      stock: 1,
      perUser: 1,
    });
    expect((await post(server, operator, '/api/admin/flash/item/remove', { id: item })).body.code).toBe(0);
    await setFlashWindow(server.app, live, now - 900, now - 300);
    expect((await saveItem(operator, { session_id: live, product_id: p3, flash_price: '1.00' })).body.code).toBe(0);
  });

  it('removes an item of a session that has not started, answering the session’s items', async () => {
    const p5 = await productId(server.app, 5);
    const added = await saveItem(operator, { product_id: p5, flash_price: '50.00' });
    const removed = await post(server, operator, '/api/admin/flash/item/remove', { id: added.body.data.id });
    expect(removed.body.code).toBe(1);
    expect(removed.body.data.data.map((i: { id: number }) => i.id)).not.toContain(added.body.data.id);
    // Alpha's merchant may not touch Beta's items.
    const alphaMerchant = await createAdmin(server.app, {
      role: 'merchant',
      shopId: await shopIdByName(server.app, 'Alpha Shop'),
    });
    const merchantRemoves = await post(server, alphaMerchant.token, '/api/admin/flash/item/remove', {
      id: removed.body.data.data.find((i: { product: { id: number } }) => i.product.id === p2).id,
    });
    expect(merchantRemoves.body.code).toBe(0);
  });
});

describe('the shop’s reads', () => {
  it('lists upcoming sessions of the next 24 hours earliest first, their items, and a product’s flash', async () => {
    const sessions = await server.request('/api/flash/sessions');
    const ids = sessions.body.data.map((s: { id: number }) => s.id);
    expect(ids[0]).toBe(upcoming);
    const items = await server.request(`/api/flash/items?session_id=${upcoming}&limit=1`);
    expect(items.body.data).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    const detail = await server.request(`/api/product/detail?id=${p6}`);
    expect(detail.body.data.flash).toMatchObject({
      session_id: upcoming,
      status: 'upcoming',
      per_user_limit: 1,
      skus: [{ sku_id: red, flash_price: '12.00', flash_stock: 2, sold: 0 }],
    });
    const p7 = await productId(server.app, 7);
    expect((await server.request(`/api/product/detail?id=${p7}`)).body.data.flash).toBeNull();
  });
});
