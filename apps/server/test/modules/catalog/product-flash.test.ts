import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlashItem, createFlashSession } from '../../helpers/flash';
import { addAddress, getAs, placeOrder, postAs, productId } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

// product/detail.flash.bought: the reader's units of the product in its flash session, as the checkout
// counts them (orders awaiting payment and paid, not cancelled ones, not another shopper's), never
// shown to a guest nor kept for one.

let server: TestServer;
let p2: number; // Beta Shop 12.50, no specs
let ann: TestShopper;
let bob: TestShopper;
let annAddress: number;

beforeAll(async () => {
  server = await startServer();
  p2 = await productId(server.app, 2);
  await server.app.db.updateTable('products').set({ stock: 100 }).where('id', '=', p2).execute();
  const session = await createFlashSession(server.app);
  await createFlashItem(server.app, { sessionId: session, productId: p2, price: 1_000, stock: 20, perUser: 5 });
  [ann, bob] = await Promise.all([createShopper(server.app, { balanceCents: 10_000 }), createShopper(server.app)]);
  annAddress = await addAddress(server.app, ann.id);
});
afterAll(() => server.close());

const flashOf = async (as?: TestShopper) => {
  const path = `/api/product/detail?id=${p2}`;
  const res = as ? await getAs(server, as, path) : await server.request(path);
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data.flash as { per_user_limit: number; bought?: number };
};
const order = async (s: TestShopper, address: number, quantity: number) =>
  (await placeOrder(server, s, [{ product_id: p2, quantity }], address)).order_ids[0]!;

describe('product/detail.flash.bought', () => {
  it('counts the reader’s units awaiting payment and paid, not cancelled ones nor another shopper’s', async () => {
    expect(await flashOf(ann)).toMatchObject({ per_user_limit: 5, bought: 0 });
    await order(ann, annAddress, 1); // awaiting payment
    const paid = await order(ann, annAddress, 2);
    const pay = await postAs(server, ann, '/api/order/pay', { order_id: paid, paypwd: ann.payPassword });
    expect(pay.body.msg).toBe('Success');
    const cancelled = await order(ann, annAddress, 1);
    const cancel = await postAs(server, ann, '/api/order/cancel', { id: cancelled });
    expect(cancel.body.code, cancel.body.msg).toBe(1);
    await order(bob, await addAddress(server.app, bob.id), 2);
    expect((await flashOf(ann)).bought).toBe(3);
    expect((await flashOf(bob)).bought).toBe(2);
  });

  it('is left out for a guest, even right after a signed-in read, and the signed-in answer is private', async () => {
    const signedIn = await getAs(server, ann, `/api/product/detail?id=${p2}`);
    expect(signedIn.headers.get('cache-control')).toContain('private');
    expect(signedIn.body.data.flash.bought).toBe(3);
    const guest = await flashOf();
    expect(guest).not.toHaveProperty('bought');
    expect(await flashOf()).not.toHaveProperty('bought');
  });
});
