import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestShopper } from './shoppers';
import type { TestServer } from './test-server';
import { addAddress, placeOrder, postAs } from './orders';

/** A paid order (waiting_deliver) of the given lines; returns its id. */
export async function paidOrder(
  server: TestServer,
  s: TestShopper,
  items: { product_id: number; quantity: number }[],
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
