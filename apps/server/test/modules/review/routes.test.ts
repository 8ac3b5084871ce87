import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advance, paidOrder } from '../../helpers/after-sale';
import { createAdmin } from '../../helpers/admins';
import { expectLedgerOk, getAs, postAs, productId, statusOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { ownUpload } from '../../helpers/wallet';

let server: TestServer;
let adminToken: string;
let p2: number;
let p4: number;

beforeAll(async () => {
  server = await startServer();
  adminToken = (await createAdmin(server.app)).token;
  [p2, p4] = await Promise.all([productId(server.app, 2), productId(server.app, 4)]);
});
afterAll(() => server.close());
afterEach(() => expectLedgerOk(server.app));

const shopper = () => createShopper(server.app, { balanceCents: 100_000 });
const review = (s: TestShopper, body: Record<string, unknown>, lang = 'en') =>
  postAs(server, s, `/api/order/comment?lang=${lang}`, {
    product_score: 5,
    service_score: 4,
    postage_score: 3,
    content: 'Great',
    images: [],
    ...body,
  });
const product = (id: number) =>
  server.app.db
    .selectFrom('products')
    .select(['review_count', 'product_score', 'favorable_rate'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('order/comment', () => {
  let s: TestShopper;
  let orderId: number;
  beforeAll(async () => {
    s = await shopper();
    orderId = await paidOrder(server, s, [
      { product_id: p2, quantity: 1 },
      { product_id: p4, quantity: 1 },
    ]);
  });

  it('refuses before the order is received', async () => {
    const res = await review(s, { order_id: orderId, product_id: p2 });
    expect(res.body).toMatchObject({ code: 0, msg: 'You can review once the order has been received' });
  });

  it('opens once the order is received', async () => {
    await advance(server, s, orderId, adminToken, 'received');
    expect(await statusOf(server.app, orderId)).toBe('received');
  });

  it.each([
    [{ content: '  ' }, 'Review content cannot be empty'],
    [{ content: undefined }, 'Review content cannot be empty'],
    [{ product_score: 0 }, 'Scores must be whole numbers from 1 to 5'],
    [{ service_score: 6 }, 'Scores must be whole numbers from 1 to 5'],
    [{ postage_score: 4.5 }, 'Scores must be whole numbers from 1 to 5'],
    [{ images: ['/uploads/not-mine.png'] }, 'This image was not uploaded by you.'],
  ])('refuses %j with "%s"', async (fields, msg) => {
    const res = await review(s, { order_id: orderId, product_id: p2, ...fields });
    expect(res.body).toMatchObject({ code: 0, msg });
  });

  it('refuses more than 6 pictures', async () => {
    const images = await Promise.all(Array.from({ length: 7 }, () => ownUpload(server.app, s.id)));
    const res = await review(s, { order_id: orderId, product_id: p2, images });
    expect(res.body).toMatchObject({ code: 0, msg: 'You can upload at most 6 pictures' });
  });

  it('localizes the messages', async () => {
    const res = await review(s, { order_id: orderId, product_id: p2, content: '' }, 'ja');
    expect(res.body.code).toBe(0);
    expect(res.body.msg).not.toBe('Review content cannot be empty');
  });

  it("refuses another shopper's order and a product not in the order", async () => {
    const other = await shopper();
    expect((await review(other, { order_id: orderId, product_id: p2 })).body.msg).toBe('The record does not exist.');
    expect((await review(s, { order_id: orderId, product_id: 999_999 })).body.msg).toBe('The record does not exist.');
  });

  it('stores text as text, masks the name, updates the product, refuses a second review; the last one completes the order', async () => {
    const picture = await ownUpload(server.app, s.id);
    const text = '<img src=x onerror=alert(1)> Lovely & fast';
    const first = await review(s, {
      order_id: orderId,
      product_id: p2,
      content: text,
      images: [picture],
      product_score: 5,
    });
    expect(first.body).toMatchObject({ code: 1, data: { content: text, images: [picture], product_score: 5 } });
    expect(first.body.data.user.nickname).toMatch(/\*\*\*/);
    // One review moves the rates only a little from the prior (rating-rule.ts), not to 5 stars and 100%.
    expect(await product(p2)).toMatchObject({ review_count: 1, product_score: 4.55, favorable_rate: 90.9 });
    expect(await statusOf(server.app, orderId)).toBe('received');

    const again = await review(s, { order_id: orderId, product_id: p2, content: 'Again' });
    expect(again.body).toMatchObject({ code: 0, msg: 'You have already reviewed this item' });

    const order = await getAs(server, s, `/api/order/detail?id=${orderId}`);
    const reviewed = order.body.data.items.map((i: { product_id: number; reviewed: boolean }) => [
      i.product_id,
      i.reviewed,
    ]);
    expect(reviewed).toEqual(
      expect.arrayContaining([
        [p2, true],
        [p4, false],
      ]),
    );

    const shopBefore = await server.app.db
      .selectFrom('products')
      .innerJoin('shops', 'shops.id', 'products.shop_id')
      .select('shops.rating')
      .where('products.id', '=', p4)
      .executeTakeFirstOrThrow();
    const last = await review(s, {
      order_id: orderId,
      product_id: p4,
      product_score: 2,
      service_score: 2,
      postage_score: 2,
    });
    expect(last.body.code).toBe(1);
    expect(await statusOf(server.app, orderId)).toBe('completed');
    const shopAfter = await server.app.db
      .selectFrom('products')
      .innerJoin('shops', 'shops.id', 'products.shop_id')
      .select('shops.rating')
      .where('products.id', '=', p4)
      .executeTakeFirstOrThrow();
    // Per review the average of its three scores: 4 and 2, with ten reviews' worth of 4.5 before them.
    expect(shopBefore.rating).toBe(4.5); // (4 + 10 × 4.5) / 11 = 4.45
    expect(shopAfter.rating).toBe(4.3); // (4 + 2 + 10 × 4.5) / 12 = 4.25

    const reader = await server.request(`/api/product/reviews?id=${p2}`);
    expect(reader.body.data.data[0]).toMatchObject({ content: text, images: [picture] });
  });

  it('keeps the favourable rate as the share of product scores of 4 or more, with the prior', async () => {
    const t = await shopper();
    const order = await paidOrder(server, t, [{ product_id: p2, quantity: 1 }]);
    await advance(server, t, order, adminToken, 'received');
    await review(t, { order_id: order, product_id: p2, product_score: 3 });
    // (1 good × 100 + 10 × 90) / 12 and (5 + 3 + 10 × 4.5) / 12.
    expect(await product(p2)).toMatchObject({ review_count: 2, product_score: 4.42, favorable_rate: 83.3 });
  });

  it('shows the SKU the reviewer bought, in the answer and on the product page', async () => {
    const t = await shopper();
    const p6 = await productId(server.app, 6);
    const red = await server.app.db
      .selectFrom('product_skus')
      .select('id')
      .where('product_id', '=', p6)
      .where('spec_key', '=', 'Color:Red')
      .executeTakeFirstOrThrow();
    const order = await paidOrder(server, t, [{ product_id: p6, sku_id: red.id, quantity: 1 }]);
    await advance(server, t, order, adminToken, 'received');
    const answer = await review(t, { order_id: order, product_id: p6 });
    expect(answer.body.data).toMatchObject({ spec: 'Color: Red' });
    const page = await server.request(`/api/product/reviews?id=${p6}`);
    expect(page.body.data.data[0]).toMatchObject({ spec: 'Color: Red', content: 'Great' });
    // A product without specs says nothing about a SKU.
    const plain = await server.request(`/api/product/reviews?id=${p2}`);
    expect(plain.body.data.data[0].spec).toBe('');
  });

  it('needs a token', async () => {
    const res = await server.request('/api/order/comment', {
      json: { order_id: 1, product_id: 1, product_score: 5, service_score: 5, postage_score: 5 },
    });
    expect(res.status).toBe(401);
  });
});
