import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../src/app-types';
import { nowSeconds } from '../../src/lib/time';
import { checkLedger } from '../../src/modules/ledger';
import type { TestShopper } from './shoppers';
import type { TestServer } from './test-server';

/** The fixture catalog's product id by its number ("Product 6" → id). */
export async function productId(app: App, n: number): Promise<number> {
  const row = await app.db
    .selectFrom('products')
    .select('id')
    .where('title', '=', `Product ${n}`)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A SKU of a product by its colour (the fixture's Product 6 has Red and Blue). */
export async function skuId(app: App, product: number, color: string): Promise<number> {
  const row = await app.db
    .selectFrom('product_skus')
    .select('id')
    .where('product_id', '=', product)
    .where('spec_key', '=', `Color:${color}`)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An address straight in the database (the address calls belong to another module). */
export async function addAddress(app: App, userId: number, name = 'Ann Lee'): Promise<number> {
  const now = nowSeconds();
  const { id } = await app.db
    .insertInto('addresses')
    .values({
      user_id: userId,
      name,
      mobile: '13800000000',
      area: 'Bangkok',
      address: '1 Sukhumvit Rd',
      tag: 'Home',
      is_default: 1,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setStock(app: App, product: number, stock: number): Promise<void> {
  await app.db.updateTable('products').set({ stock }).where('id', '=', product).execute();
}

export async function stockOf(app: App, product: number, sku = 0): Promise<number> {
  if (sku) {
    return (await app.db.selectFrom('product_skus').select('stock').where('id', '=', sku).executeTakeFirstOrThrow())
      .stock;
  }
  return (await app.db.selectFrom('products').select('stock').where('id', '=', product).executeTakeFirstOrThrow())
    .stock;
}

export async function statusOf(app: App, orderId: number): Promise<string> {
  return (await app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;
}

/**
 * A POST as the shopper with a fresh Idempotency-Key: order/create and order/pay honour it,
 * and it lets a test send the same body twice without tripping the 1 s duplicate guard.
 */
export function postAs(
  server: TestServer,
  shopper: TestShopper,
  path: string,
  json: unknown,
  key: string = randomUUID(),
) {
  return server.request(path, { method: 'POST', headers: { token: shopper.token, 'Idempotency-Key': key }, json });
}

export function getAs(server: TestServer, shopper: TestShopper, path: string) {
  return server.request(path, { headers: { token: shopper.token } });
}

/** Places orders for direct items and returns the create answer's data (asserting success). */
export async function placeOrder(
  server: TestServer,
  shopper: TestShopper,
  items: { product_id: number; sku_id?: number; quantity: number }[],
  addressId: number,
  extra: Record<string, unknown> = {},
): Promise<{ pay_sn: string; order_ids: number[]; total: string }> {
  const res = await postAs(server, shopper, '/api/order/create', { items, address_id: addressId, ...extra });
  expect(res.body.msg).toBe('Success');
  return res.body.data;
}

/** A batch of two orders for `shopper`: Beta Shop 12.50 (product 2), then Alpha Shop 3.99 (product 3); 16.49 in all. */
export async function placeTwoShopBatch(server: TestServer, shopper: TestShopper) {
  const [p2, p3] = await Promise.all([productId(server.app, 2), productId(server.app, 3)]);
  const items = [
    { product_id: p2, quantity: 1 },
    { product_id: p3, quantity: 1 },
  ];
  return placeOrder(server, shopper, items, await addAddress(server.app, shopper.id));
}

export async function expectLedgerOk(app: App): Promise<void> {
  const result = await checkLedger(app.db);
  expect(result.problems).toEqual([]);
  expect(result.ok).toBe(true);
}
