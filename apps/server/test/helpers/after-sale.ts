import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestShopper } from './shoppers';
import { createAdmin } from './admins';
import { startServer, type TestServer } from './test-server';
import { addAddress, placeOrder, postAs, productId } from './orders';

/** A paid order (waiting_deliver) of the given lines; returns its id. */
export async function paidOrder(
  server: TestServer,
  s: TestShopper,
  items: { product_id: number; sku_id?: number; quantity: number }[],
): Promise<number> {
  const order = await placeOrder(server, s, items, await addAddress(server.app, s.id));
  const paid = await postAs(server, s, '/api/order/pay', { pay_sn: order.pay_sn, paypwd: s.payPassword });
  expect(paid.body.msg).toBe('Success');
  return order.order_ids[0]!;
}

/** Ships (as an operator) and, when asked, confirms receipt (as the shopper). */
export async function advance(
  server: TestServer,
  s: TestShopper,
  orderId: number,
  adminToken: string,
  to: 'delivered' | 'received',
) {
  const shipped = await server.request('/api/admin/order/ship', {
    method: 'POST',
    headers: { token: adminToken, 'Idempotency-Key': randomUUID() },
    json: { id: orderId, company: 'Kerry', number: 'KE123' },
  });
  expect(shipped.body.msg).toBe('Success');
  if (to === 'received') {
    const confirmed = await postAs(server, s, '/api/order/confirm', { id: orderId });
    expect(confirmed.body.msg).toBe('Success');
  }
}

/** What the refund suites start from: a server, an operator, and Beta Shop with its products 2 (12.50) and 4 (20.00). */
export interface AfterSaleWorld {
  server: TestServer;
  admin: { id: number; token: string };
  p2: number;
  p4: number;
  betaShop: number;
}

export async function afterSaleWorld(): Promise<AfterSaleWorld> {
  const server = await startServer();
  const admin = await createAdmin(server.app);
  const [p2, p4] = await Promise.all([productId(server.app, 2), productId(server.app, 4)]);
  const betaShop = (
    await server.app.db.selectFrom('shops').select('id').where('name', '=', 'Beta Shop').executeTakeFirstOrThrow()
  ).id;
  return { server, admin, p2, p4, betaShop };
}
