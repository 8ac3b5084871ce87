import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completeOrder } from '../../../src/modules/order/lifecycle';
import { balanceOf, checkLedger, post, userBalances } from '../../../src/modules/ledger';
import { advance, afterSaleWorld, paidOrder, type AfterSaleWorld } from '../../helpers/after-sale';
import { expectLedgerOk, getAs, postAs, setStock, statusOf, stockOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { ownUpload, setSetting } from '../../helpers/wallet';

/**
 * The refund rules (docs/product.md#refunds): before shipping a refund is for whole items at their paid share and
 * the order goes on for the rest; after delivery any amount up to the paid share; the order ends
 * `refunded` only when everything paid went back, and the merchant is settled, less the platform's
 * commission, only for what was delivered and not refunded. Beta Shop's products p2 (12.50) and
 * p4 (20.00) get stock to spare.
 */
let w: AfterSaleWorld;

beforeAll(async () => {
  w = await afterSaleWorld();
  await Promise.all([setStock(w.server.app, w.p2, 100), setStock(w.server.app, w.p4, 100)]);
  await setSetting(w.server.app, 'commission_rate', '2');
});
afterAll(() => w.server.close());
afterEach(() => expectLedgerOk(w.server.app));

const shopper = () => createShopper(w.server.app, { balanceCents: 100_000 });
const money = async (s: TestShopper) => (await userBalances(w.server.app.db, s.id)).money;
const payable = () => balanceOf(w.server.app.db, { kind: 'merchant_payable', ownerId: w.betaShop });
const commission = () => balanceOf(w.server.app.db, { kind: 'commission_revenue' });
const sales = async (product: number) =>
  (await w.server.app.db.selectFrom('products').select('sales').where('id', '=', product).executeTakeFirstOrThrow())
    .sales;
const handle = (body: Record<string, unknown>) =>
  w.server.request('/api/admin/refund/handle', { method: 'POST', headers: { token: w.admin.token }, json: body });
const complete = (orderId: number) => w.server.app.db.transaction().execute((trx) => completeOrder(trx, orderId));

async function ask(s: TestShopper, orderId: number, fields: Record<string, unknown>) {
  return postAs(w.server, s, '/api/order/refund?lang=en', {
    order_id: orderId,
    type: 'refund_only',
    goods_status: 'not_received',
    reason: 'Changed my mind',
    explain: 'No longer needed',
    ...fields,
  });
}

/** Goods counters of the two products, to compare before and after. */
const goods = async () => ({
  stock2: await stockOf(w.server.app, w.p2),
  stock4: await stockOf(w.server.app, w.p4),
  sales2: await sales(w.p2),
  sales4: await sales(w.p4),
});

describe('before shipping: whole items at their paid share', () => {
  it('refuses a 0.01 refund of a paid order (the issue) and changes nothing', async () => {
    const s = await shopper();
    const orderId = await paidOrder(w.server, s, [{ product_id: w.p4, quantity: 1 }]);
    const res = await ask(s, orderId, { product_ids: [w.p4], amount: '0.01' });
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'Before the goods are shipped, a refund returns whole items: $20.00 for the items chosen',
      data: { field: 'amount' },
    });
    expect(await statusOf(w.server.app, orderId)).toBe('waiting_deliver');
    const ja = await postAs(w.server, s, '/api/order/refund?lang=ja', {
      order_id: orderId,
      product_ids: [w.p4],
      type: 'refund_only',
      amount: '0.01',
      goods_status: 'not_received',
      reason: 'r',
      explain: 'e',
    });
    expect(ja.body.msg).toBe('発送前の返金は商品単位です。選択した商品の返金額は $20.00です');
  });

  it('refuses a return of goods never shipped', async () => {
    const s = await shopper();
    const orderId = await paidOrder(w.server, s, [{ product_id: w.p4, quantity: 1 }]);
    const res = await ask(s, orderId, { product_ids: [w.p4], type: 'return_refund' });
    expect(res.body).toMatchObject({ code: 0, data: { field: 'type' } });
    expect(await statusOf(w.server.app, orderId)).toBe('waiting_deliver');
  });

  it('refunds one item of two, returns its stock and sales, and the order is shipped and settled for the rest', async () => {
    const s = await shopper();
    const orderId = await paidOrder(w.server, s, [
      { product_id: w.p2, quantity: 2 },
      { product_id: w.p4, quantity: 1 },
    ]);
    const [before, wallet, payableBefore, commissionBefore] = [
      await goods(),
      await money(s),
      await payable(),
      await commission(),
    ];

    // No amount and no picture: the w.server sets the amount (2 × 12.50), nothing to photograph yet.
    const applied = await ask(s, orderId, { product_ids: [w.p2], goods_status: 'received' });
    expect(applied.body).toMatchObject({ code: 1, data: { amount: '25.00', goods_status: 'not_received' } });
    expect((await handle({ id: applied.body.data.id, action: 'approve' })).body.code).toBe(1);

    expect(await statusOf(w.server.app, orderId)).toBe('waiting_deliver');
    expect(await money(s)).toBe(wallet + 2500);
    expect(await payable()).toBe(payableBefore);
    expect(await goods()).toEqual({ ...before, stock2: before.stock2 + 2, sales2: before.sales2 - 2 });

    // The order tells the shop's screens what is left to refund on each line.
    const detail = await getAs(w.server, s, `/api/order/detail?id=${orderId}`);
    expect(detail.body.data.items.map((i: { refundable: string }) => i.refundable)).toEqual(['0.00', '20.00']);

    // The refunded item cannot be refunded again, alone or with the other.
    const again = await ask(s, orderId, { product_ids: [w.p2, w.p4] });
    expect(again.body).toMatchObject({ code: 0, msg: 'These items have already been refunded' });

    // Refund, then ship: the rest goes on and the merchant is paid 20.00 less 2% commission.
    await advance(w.server, s, orderId, w.admin.token, 'received');
    await complete(orderId);
    expect(await statusOf(w.server.app, orderId)).toBe('completed');
    expect(await payable()).toBe(payableBefore + 2000 - 40);
    expect(await commission()).toBe(commissionBefore + 40);
    expect(await money(s)).toBe(wallet + 2500);
    expect(await goods()).toEqual({ ...before, stock2: before.stock2 + 2, sales2: before.sales2 - 2 });
  });

  it('ends the order as refunded when every item is refunded, and the merchant is paid nothing', async () => {
    const s = await shopper();
    const orderId = await paidOrder(w.server, s, [
      { product_id: w.p2, quantity: 1 },
      { product_id: w.p4, quantity: 1 },
    ]);
    const [before, wallet, payableBefore] = [await goods(), await money(s), await payable()];
    const first = await ask(s, orderId, { product_ids: [w.p2], amount: '12.50' });
    await handle({ id: first.body.data.id, action: 'approve' });
    expect(await statusOf(w.server.app, orderId)).toBe('waiting_deliver');
    const second = await ask(s, orderId, { product_ids: [w.p4] });
    await handle({ id: second.body.data.id, action: 'approve' });
    expect(await statusOf(w.server.app, orderId)).toBe('refunded');
    expect(await money(s)).toBe(wallet + 3250);
    expect(await payable()).toBe(payableBefore);
    expect(await goods()).toEqual({
      stock2: before.stock2 + 1,
      stock4: before.stock4 + 1,
      sales2: before.sales2 - 1,
      sales4: before.sales4 - 1,
    });
    const ship = await w.server.request('/api/admin/order/ship', {
      method: 'POST',
      headers: { token: w.admin.token },
      json: { id: orderId, company: 'Kerry', number: 'K1' },
    });
    expect(ship.body.code).toBe(0);
  });
});

describe('after delivery: any amount up to the paid share', () => {
  it('a compensation after receipt returns the order to received; completion settles the rest', async () => {
    const s = await shopper();
    const orderId = await paidOrder(w.server, s, [{ product_id: w.p4, quantity: 1 }]);
    await advance(w.server, s, orderId, w.admin.token, 'received');
    const [before, wallet, payableBefore] = [await goods(), await money(s), await payable()];
    const applied = await ask(s, orderId, {
      product_ids: [w.p4],
      amount: '5.00',
      goods_status: 'received',
      images: [await ownUpload(w.server.app, s.id)],
    });
    expect(applied.body.code).toBe(1);
    expect((await handle({ id: applied.body.data.id, action: 'approve' })).body.code).toBe(1);
    expect(await statusOf(w.server.app, orderId)).toBe('received');
    expect(await money(s)).toBe(wallet + 500);
    // The shopper keeps the goods: they stay sold.
    expect(await goods()).toEqual(before);

    await complete(orderId);
    expect(await payable()).toBe(payableBefore + 1500 - 30);
  });

  it('still asks for proof once the goods have shipped', async () => {
    const s = await shopper();
    const orderId = await paidOrder(w.server, s, [{ product_id: w.p4, quantity: 1 }]);
    await advance(w.server, s, orderId, w.admin.token, 'delivered');
    const res = await ask(s, orderId, { product_ids: [w.p4], amount: '1.00' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Please upload proof' });
  });

  it('a return of one item of two puts its stock back, its sales down, and the order back to received', async () => {
    const s = await shopper();
    const orderId = await paidOrder(w.server, s, [
      { product_id: w.p2, quantity: 1 },
      { product_id: w.p4, quantity: 1 },
    ]);
    await advance(w.server, s, orderId, w.admin.token, 'received');
    const [before, wallet] = [await goods(), await money(s)];
    const applied = await ask(s, orderId, {
      product_ids: [w.p2],
      type: 'return_refund',
      amount: '12.50',
      goods_status: 'received',
      images: [await ownUpload(w.server.app, s.id)],
    });
    const id = applied.body.data.id;
    await handle({ id, action: 'approve' });
    expect(await statusOf(w.server.app, orderId)).toBe('after_sale');
    await postAs(w.server, s, '/api/order/return_ship', { id, company: 'Kerry', number: 'R1' });
    expect((await handle({ id, action: 'confirm_return' })).body.code).toBe(1);
    expect(await statusOf(w.server.app, orderId)).toBe('received');
    expect(await money(s)).toBe(wallet + 1250);
    expect(await goods()).toEqual({ ...before, stock2: before.stock2 + 1, sales2: before.sales2 - 1 });
  });

  it('a refund of everything after delivery ends the order; the goods stay with the shopper, unsold', async () => {
    const s = await shopper();
    const orderId = await paidOrder(w.server, s, [{ product_id: w.p4, quantity: 1 }]);
    await advance(w.server, s, orderId, w.admin.token, 'delivered');
    const [before, payableBefore] = [await goods(), await payable()];
    const applied = await ask(s, orderId, {
      product_ids: [w.p4],
      amount: '20.00',
      images: [await ownUpload(w.server.app, s.id)],
    });
    await handle({ id: applied.body.data.id, action: 'approve' });
    expect(await statusOf(w.server.app, orderId)).toBe('refunded');
    expect(await payable()).toBe(payableBefore);
    expect(await goods()).toEqual({ ...before, sales4: before.sales4 - 1 });
  });
});

describe('a return of every item, the shop keeping the freight', () => {
  const setFreight = (product: number, freight: number) =>
    w.server.app.db.updateTable('products').set({ freight }).where('id', '=', product).execute();

  it('ends the order refunded once the goods are back: the shop is settled the freight, and the order never completes', async () => {
    const s = await shopper();
    await setFreight(w.p2, 300);
    const orderId = await paidOrder(w.server, s, [
      { product_id: w.p2, quantity: 1 },
      { product_id: w.p4, quantity: 1 },
    ]).finally(() => setFreight(w.p2, 0));
    await advance(w.server, s, orderId, w.admin.token, 'delivered');
    const [wallet, payableBefore, commissionBefore] = [await money(s), await payable(), await commission()];
    const applied = await ask(s, orderId, {
      product_ids: [w.p2, w.p4],
      type: 'return_refund',
      amount: '32.50',
      goods_status: 'received',
      images: [await ownUpload(w.server.app, s.id)],
    });
    expect(applied.body.code).toBe(1);
    const id = applied.body.data.id;
    await handle({ id, action: 'approve' });
    await postAs(w.server, s, '/api/order/return_ship', { id, company: 'Kerry', number: 'R2' });
    expect((await handle({ id, action: 'confirm_return' })).body.code).toBe(1);

    expect(await statusOf(w.server.app, orderId)).toBe('refunded');
    expect(await money(s)).toBe(wallet + 3250);
    // The 3.00 freight left escrow to the shop, less the platform's 2%.
    expect(await payable()).toBe(payableBefore + 294);
    expect(await commission()).toBe(commissionBefore + 6);
    const confirmed = await postAs(w.server, s, '/api/order/confirm?lang=en', { id: orderId });
    expect(confirmed.body.code).toBe(0);
    await expect(complete(orderId)).rejects.toThrow();
    expect(await statusOf(w.server.app, orderId)).toBe('refunded');
    expect(await payable()).toBe(payableBefore + 294);
  });
});

describe('ledger:check compares settlements with the orders they settle', () => {
  const problems = async () => (await checkLedger(w.server.app.db)).problems;

  it('flags a settlement of an order still under way, and one that does not match what is due', async () => {
    const s = await shopper();
    const orderId = await paidOrder(w.server, s, [{ product_id: w.p4, quantity: 1 }]);
    await w.server.app.db.transaction().execute((trx) =>
      post(trx, {
        type: 'settlement',
        ref: `order:${orderId}`,
        idempotencyKey: `order_settle:${orderId}`,
        postings: [
          { account: { kind: 'platform_escrow' }, amount: -1500 },
          { account: { kind: 'merchant_payable', ownerId: w.betaShop }, amount: 1500 },
        ],
      }),
    );
    expect(await problems()).toEqual([`order ${orderId} is waiting_deliver but was settled`]);
    await advance(w.server, s, orderId, w.admin.token, 'received');
    await complete(orderId);
    expect(await problems()).toEqual([`order ${orderId} settled 1500 from escrow, but 2000 is due`]);
    // Make the order's record match its (short) settlement, so the other tests find a clean ledger.
    await w.server.app.db
      .updateTable('order_items')
      .set({ refunded_amount: 500 })
      .where('order_id', '=', orderId)
      .execute();
    await w.server.app.db.transaction().execute((trx) =>
      post(trx, {
        type: 'refund',
        ref: `order:${orderId}`,
        idempotencyKey: `test_refund:${orderId}`,
        postings: [
          { account: { kind: 'platform_escrow' }, amount: -500 },
          { account: { kind: 'user_available', ownerId: s.id }, amount: 500 },
        ],
      }),
    );
    expect(await problems()).toEqual([]);
  });
});
