import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, getAs, placeOrder, postAs, productId, setStock, stockOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

// An adversarial test found that an account with 0.00 could reserve the whole stock of a product
// (35 units worth 20,264.65), then of 19 more; honest buyers read "Insufficient stock" for 30
// minutes, and again after each re-order. Unpaid orders the balance does not cover now hold at
// most UNFUNDED_HOLD_UNITS of a product and number at most UNFUNDED_HOLD_ORDERS.
describe('stock held by unpaid orders', () => {
  const limits = { unitsPerProduct: 3, orders: 2 };
  let server: TestServer;
  let product: number;
  let other: number;
  beforeAll(async () => {
    server = await startServer({ config: { unfundedHoldLimits: limits } });
    product = await productId(server.app, 2); // 12.50
    other = await productId(server.app, 3); // 3.99
  });
  afterAll(() => server.close());

  async function shopper(balanceCents = 0): Promise<{ s: TestShopper; address: number }> {
    const s = await createShopper(server.app, { balanceCents });
    return { s, address: await addAddress(server.app, s.id) };
  }
  const create = (who: { s: TestShopper; address: number }, items: { product_id: number; quantity: number }[]) =>
    postAs(server, who.s, '/api/order/create', { items, address_id: who.address });

  it('an empty account cannot hold the whole stock of a product, and an honest buyer still buys', async () => {
    await setStock(server.app, product, 10);
    const empty = await shopper();
    const whole = await create(empty, [{ product_id: product, quantity: 10 }]);
    expect(whole.body).toMatchObject({
      code: 0,
      msg: 'Your balance does not cover your unpaid orders: at most 3 of one product can wait unpaid. Pay or cancel your unpaid orders, or top up first',
      data: { reason: 'unfunded_units_limit', field: 'quantity' },
    });
    await placeOrder(server, empty.s, [{ product_id: product, quantity: 3 }], empty.address);
    // Order after order adds up: the fourth unit is refused too.
    expect((await create(empty, [{ product_id: product, quantity: 1 }])).body.data.reason).toBe('unfunded_units_limit');
    expect(await stockOf(server.app, product)).toBe(7);

    const honest = await shopper(200_00);
    const bought = await placeOrder(server, honest.s, [{ product_id: product, quantity: 7 }], honest.address);
    const paid = await postAs(server, honest.s, '/api/order/pay', {
      pay_sn: bought.pay_sn,
      paypwd: honest.s.payPassword,
    });
    expect(paid.body.code, paid.text).toBe(1);
  });

  it('an empty account holds at most UNFUNDED_HOLD_ORDERS unpaid orders, localized', async () => {
    const empty = await shopper();
    await placeOrder(server, empty.s, [{ product_id: other, quantity: 1 }], empty.address);
    await placeOrder(server, empty.s, [{ product_id: other, quantity: 1 }], empty.address);
    const third = await postAs(server, empty.s, '/api/order/create?lang=ja', {
      items: [{ product_id: other, quantity: 1 }],
      address_id: empty.address,
    });
    expect(third.body).toMatchObject({
      code: 0,
      msg: '残高が未払いの注文に足りません。未払いのまま保留できる注文は 2 件までです。未払いの注文を支払うかキャンセルするか、先にチャージしてください',
      data: { reason: 'unfunded_orders_limit' },
    });
    // Cancelling one makes room again.
    const list = await getAs(server, empty.s, '/api/user/order_list?status=waiting_pay');
    const cancel = await postAs(server, empty.s, '/api/order/cancel', { id: list.body.data.data[0].id });
    expect(cancel.body.code, cancel.text).toBe(1);
    await placeOrder(server, empty.s, [{ product_id: other, quantity: 1 }], empty.address);
  });

  it('a balance that covers every unpaid order lifts the limits', async () => {
    await setStock(server.app, product, 20);
    const funded = await shopper(1_000_00);
    for (let i = 0; i < 3; i += 1) {
      await placeOrder(server, funded.s, [{ product_id: product, quantity: 6 }], funded.address);
    }
  });

  it('concurrent orders of one empty account count each other', async () => {
    await setStock(server.app, other, 50);
    const empty = await shopper();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(empty, [{ product_id: other, quantity: 1 }])),
    );
    expect(answers.filter((a) => a.body.code === 1).length).toBe(limits.orders);
    expect(await stockOf(server.app, other)).toBe(50 - limits.orders);
  });
});
