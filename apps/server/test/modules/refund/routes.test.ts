import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userBalances } from '../../../src/modules/ledger';
import { advance, afterSaleWorld, paidOrder, type AfterSaleWorld } from '../../helpers/after-sale';
import { createAdmin } from '../../helpers/admins';
import { expectLedgerOk, getAs, postAs, statusOf } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import type { TestServer } from '../../helpers/test-server';
import { ownUpload } from '../../helpers/wallet';

let server: TestServer;
let admin: AfterSaleWorld['admin'];
let p2: number; // Beta Shop, 12.50
let p4: number; // Beta Shop, 20.00
let betaShop: number;

beforeAll(async () => {
  ({ server, admin, p2, p4, betaShop } = await afterSaleWorld());
});
afterAll(() => server.close());
afterEach(() => expectLedgerOk(server.app));

const shopper = () => createShopper(server.app, { balanceCents: 100_000 });
const handle = (body: Record<string, unknown>, token = admin.token) =>
  server.request('/api/admin/refund/handle', { method: 'POST', headers: { token }, json: body });
const money = async (s: TestShopper) => (await userBalances(server.app.db, s.id)).money;
const orderTotal = async (id: number) =>
  (await server.app.db.selectFrom('orders').select('total').where('id', '=', id).executeTakeFirstOrThrow()).total;

async function request(s: TestShopper, orderId: number, fields: Record<string, unknown> = {}, lang = 'en') {
  const images = 'images' in fields ? fields.images : [await ownUpload(server.app, s.id)];
  return postAs(server, s, `/api/order/refund?lang=${lang}`, {
    order_id: orderId,
    product_ids: [p2],
    type: 'refund_only',
    amount: '5.00',
    goods_status: 'not_received',
    reason: 'Late',
    explain: 'It never came',
    ...fields,
    images,
  });
}

describe('order/refund: messages and bounds (shipped goods: any amount up to the paid share)', () => {
  let s: TestShopper;
  let orderId: number;
  beforeAll(async () => {
    s = await shopper();
    orderId = await paidOrder(server, s, [
      { product_id: p2, quantity: 2 },
      { product_id: p4, quantity: 1 },
    ]);
    await advance(server, s, orderId, admin.token, 'delivered');
  });

  it.each([
    [{ amount: undefined }, 'Please fill in the refund amount', 'amount'],
    [{ amount: '' }, 'Please fill in the refund amount', 'amount'],
    [{ amount: 0 }, 'Please fill in the refund amount', 'amount'],
    [{ amount: 'abc' }, 'Please fill in the refund amount', 'amount'],
    [{ amount: '1.234' }, 'Please fill in the refund amount', 'amount'],
    [{ amount: '-5' }, 'Refund amount cannot be negative', 'amount'],
    [{ amount: -0.5 }, 'Refund amount cannot be negative', 'amount'],
    [{ reason: ' ' }, 'Please fill in the reason and explanation', 'reason'],
    [{ explain: undefined }, 'Please fill in the reason and explanation', 'explain'],
    [{ images: [] }, 'Please upload proof', 'images'],
    [{ images: undefined }, 'Please upload proof', 'images'],
    [{ images: ['/uploads/not-mine.png'] }, 'This image was not uploaded by you.', 'images'],
    [{ product_ids: [] }, 'Please choose the items to refund', 'product_ids'],
    [{ product_ids: [999_999] }, 'Please choose the items to refund', 'product_ids'],
  ])('refuses %j with "%s" and changes nothing', async (fields, msg, field) => {
    const res = await request(s, orderId, fields);
    expect(res.body).toMatchObject({ code: 0, msg, data: { field } });
    expect(await statusOf(server.app, orderId)).toBe('delivered');
  });

  it('localizes the messages', async () => {
    const res = await request(s, orderId, { amount: '-1' }, 'zh-cn');
    expect(res.body.code).toBe(0);
    expect(res.body.msg).not.toBe('Refund amount cannot be negative');
  });

  it("refuses another shopper's proof picture", async () => {
    const other = await shopper();
    const res = await request(s, orderId, { images: [await ownUpload(server.app, other.id)] });
    expect(res.body.msg).toBe('This image was not uploaded by you.');
  });

  it('bounds the amount by the paid share of the chosen items (discount and freight spread by goods amount)', async () => {
    // p2 × 2 = 25.00 of 45.00 goods: its share of the total, rounded down to the cent.
    const total = await orderTotal(orderId);
    const share = Math.floor((total * 2500) / 4500);
    const over = await request(s, orderId, { amount: ((share + 1) / 100).toFixed(2) });
    expect(over.body).toMatchObject({
      code: 0,
      msg: 'Refund amount cannot be larger than the amount paid',
      data: { field: 'amount' },
    });
    const both = await request(s, orderId, { product_ids: [p2, p4], amount: ((total + 1) / 100).toFixed(2) });
    expect(both.body.data.field).toBe('amount');
  });

  it('subtracts what was already refunded on those items', async () => {
    const total = await orderTotal(orderId);
    const share = Math.floor((total * 2500) / 4500);
    const item = await server.app.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('product_id', '=', p2)
      .executeTakeFirstOrThrow();
    await server.app.db.updateTable('order_items').set({ refunded_amount: 1000 }).where('id', '=', item.id).execute();
    const res = await request(s, orderId, { amount: ((share - 999) / 100).toFixed(2) });
    expect(res.body.data.field).toBe('amount');
    await server.app.db.updateTable('order_items').set({ refunded_amount: 0 }).where('id', '=', item.id).execute();
  });

  it("refuses another shopper's order", async () => {
    const other = await shopper();
    const res = await request(other, orderId);
    expect(res.body).toMatchObject({ code: 0, msg: 'The record does not exist.' });
  });

  it('refuses an unpaid order (transition table)', async () => {
    const unpaid = await server.request('/api/order/create', {
      method: 'POST',
      headers: { token: s.token, 'Idempotency-Key': randomUUID() },
      json: {
        items: [{ product_id: p2, quantity: 1 }],
        address_id: (
          await server.app.db.selectFrom('addresses').select('id').where('user_id', '=', s.id).executeTakeFirstOrThrow()
        ).id,
      },
    });
    const res = await request(s, unpaid.body.data.order_ids[0]);
    expect(res.body).toMatchObject({ code: 0, msg: 'This action is not allowed in the current order status' });
  });

  it('needs a token', async () => {
    const body = { order_id: 1, product_ids: [p2], type: 'refund_only', amount: '1', goods_status: 'received' };
    expect((await server.request('/api/order/refund', { json: body })).status).toBe(401);
  });
});

describe('refund only: apply, approve once, money back through the ledger', () => {
  it('moves the order to refunding, then back to delivered with part of the money back, a notification and an audit entry', async () => {
    const s = await shopper();
    const orderId = await paidOrder(server, s, [{ product_id: p2, quantity: 1 }]);
    await advance(server, s, orderId, admin.token, 'delivered');
    const before = await money(s);
    const key = randomUUID();
    const applied = await postAs(
      server,
      s,
      '/api/order/refund',
      {
        order_id: orderId,
        product_ids: [p2],
        type: 'refund_only',
        amount: '10.5',
        goods_status: 'not_received',
        reason: 'Late',
        explain: 'Never came',
        images: [await ownUpload(server.app, s.id)],
      },
      key,
    );
    expect(applied.body).toMatchObject({
      code: 1,
      data: { order_id: orderId, product_ids: [p2], amount: '10.50', status: 'pending', return_express: null },
    });
    expect(await statusOf(server.app, orderId)).toBe('refunding');
    const refundId = applied.body.data.id;

    const detail = await getAs(server, s, `/api/order/refund_detail?id=${refundId}`);
    expect(detail.body.data).toMatchObject({ id: refundId, explain: 'Never came' });
    const byOrder = await getAs(server, s, `/api/order/refund_detail?order_id=${orderId}`);
    expect(byOrder.body.data.id).toBe(refundId);
    const other = await shopper();
    expect((await getAs(server, other, `/api/order/refund_detail?id=${refundId}`)).body.code).toBe(0);

    const approved = await handle({ id: refundId, action: 'approve', remark: 'Sorry' });
    expect(approved.body).toMatchObject({ code: 1, data: { status: 'refunded', remark: 'Sorry' } });
    expect(await statusOf(server.app, orderId)).toBe('delivered');
    expect(await money(s)).toBe(before + 1050);
    const item = await server.app.db
      .selectFrom('order_items')
      .select('refunded_amount')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(item.refunded_amount).toBe(1050);

    const again = await handle({ id: refundId, action: 'approve' });
    expect(again.body.code).toBe(0);
    const confirm = await handle({ id: refundId, action: 'confirm_return' });
    expect(confirm.body.code).toBe(0);
    expect(await money(s)).toBe(before + 1050);

    const notes = await getAs(server, s, '/api/notification/list?lang=en');
    expect(notes.body.data.data[0]).toMatchObject({
      type: 'refund',
      title: 'Refund approved',
      is_read: false,
      target: { kind: 'order', id: orderId },
    });
    expect(notes.body.data.data[0].content).toContain('10.50');
    const log = await server.app.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('target_type', '=', 'refund')
      .where('target_id', '=', String(refundId))
      .execute();
    expect(log.map((l) => l.action)).toEqual(['refund.approve']);
  });

  it('answers a replayed Idempotency-Key with the first refund, creating one only', async () => {
    const s = await shopper();
    const orderId = await paidOrder(server, s, [{ product_id: p2, quantity: 1 }]);
    const body = {
      order_id: orderId,
      product_ids: [p2],
      type: 'refund_only',
      goods_status: 'not_received',
      reason: 'r',
      explain: 'e',
      images: [await ownUpload(server.app, s.id)],
    };
    const key = randomUUID();
    const first = await postAs(server, s, '/api/order/refund', body, key);
    await new Promise((r) => setTimeout(r, 1100));
    const second = await postAs(server, s, '/api/order/refund', body, key);
    expect(second.body.data.id).toBe(first.body.data.id);
    const rows = await server.app.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('refuse and withdraw: the order goes back', () => {
  it('refuse returns the order to its status before, notifies, and a new refund can follow', async () => {
    const s = await shopper();
    const orderId = await paidOrder(server, s, [{ product_id: p2, quantity: 1 }]);
    await advance(server, s, orderId, admin.token, 'delivered');
    const applied = await request(s, orderId);
    const before = await money(s);
    // A refusal needs its reason; without one nothing moves.
    for (const remark of [undefined, '  ']) {
      const bare = await handle({
        id: applied.body.data.id,
        action: 'refuse',
        ...(remark === undefined ? {} : { remark }),
      });
      expect(bare.body).toMatchObject({
        code: 0,
        msg: 'Please give the reason for refusing',
        data: { field: 'remark' },
      });
    }
    expect(await statusOf(server.app, orderId)).toBe('refunding');
    const refused = await handle({ id: applied.body.data.id, action: 'refuse', remark: 'Photos unclear' });
    expect(refused.body.data).toMatchObject({ status: 'refused', remark: 'Photos unclear' });
    expect(await statusOf(server.app, orderId)).toBe('delivered');
    expect(await money(s)).toBe(before);
    expect((await handle({ id: applied.body.data.id, action: 'approve' })).body.code).toBe(0);
    const notes = await getAs(server, s, '/api/notification/list?lang=zh-cn');
    expect(notes.body.data.data[0]).toMatchObject({ type: 'refund', title: '退款被拒绝' });
    expect(notes.body.data.data[0].content).toContain('Photos unclear');
    expect((await request(s, orderId, { amount: '3' })).body.code).toBe(1);
  });

  it('refund_cancel withdraws once, only one’s own', async () => {
    const s = await shopper();
    const orderId = await paidOrder(server, s, [{ product_id: p2, quantity: 1 }]);
    await advance(server, s, orderId, admin.token, 'received');
    const id = (await request(s, orderId)).body.data.id;
    const other = await shopper();
    expect((await postAs(server, other, '/api/order/refund_cancel', { id })).body.code).toBe(0);
    const cancelled = await postAs(server, s, '/api/order/refund_cancel', { id });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await statusOf(server.app, orderId)).toBe('received');
    expect((await postAs(server, s, '/api/order/refund_cancel', { id })).body.code).toBe(0);
    expect((await handle({ id, action: 'approve' })).body.code).toBe(0);
  });
});

describe('return and refund', () => {
  it('approve → after_sale, return_ship (messages, only then), confirm_return → refunded with the money back', async () => {
    const s = await shopper();
    const orderId = await paidOrder(server, s, [{ product_id: p4, quantity: 1 }]);
    await advance(server, s, orderId, admin.token, 'received');
    const id = (
      await request(s, orderId, { type: 'return_refund', product_ids: [p4], goods_status: 'received', amount: '20' })
    ).body.data.id;
    const early = await postAs(server, s, '/api/order/return_ship', { id, company: 'Kerry', number: 'R1' });
    expect(early.body.msg).toBe('This action is not allowed in the current refund status');
    expect((await handle({ id, action: 'confirm_return' })).body.code).toBe(0);

    const before = await money(s);
    const approved = await handle({ id, action: 'approve' });
    expect(approved.body.data.status).toBe('returning');
    expect(await statusOf(server.app, orderId)).toBe('after_sale');
    expect(await money(s)).toBe(before);

    expect((await postAs(server, s, '/api/order/return_ship', { id, company: ' ', number: 'R1' })).body.msg).toBe(
      'Please fill in the courier company',
    );
    expect((await postAs(server, s, '/api/order/return_ship', { id, company: 'Kerry' })).body.msg).toBe(
      'Please fill in the tracking number',
    );
    const shipped = await postAs(server, s, '/api/order/return_ship', { id, company: 'Kerry', number: 'R1' });
    expect(shipped.body.data.return_express).toEqual({ company: 'Kerry', number: 'R1' });

    const confirmed = await handle({ id, action: 'confirm_return' });
    expect(confirmed.body.data.status).toBe('refunded');
    expect(await statusOf(server.app, orderId)).toBe('refunded');
    expect(await money(s)).toBe(before + 2000);
    expect((await handle({ id, action: 'confirm_return' })).body.code).toBe(0);
    expect(await money(s)).toBe(before + 2000);
  });

  it('a refused return puts the order back to received', async () => {
    const s = await shopper();
    const orderId = await paidOrder(server, s, [{ product_id: p4, quantity: 1 }]);
    await advance(server, s, orderId, admin.token, 'received');
    const id = (await request(s, orderId, { type: 'return_refund', product_ids: [p4] })).body.data.id;
    await handle({ id, action: 'approve' });
    expect((await handle({ id, action: 'refuse', remark: 'Not returned' })).body.data.status).toBe('refused');
    expect(await statusOf(server.app, orderId)).toBe('received');
  });
});

describe('operator access', () => {
  it('lets a merchant handle and list only its own shop’s refunds', async () => {
    const s = await shopper();
    const orderId = await paidOrder(server, s, [{ product_id: p2, quantity: 1 }]);
    const id = (await request(s, orderId, { amount: undefined })).body.data.id;
    const alpha = (
      await server.app.db.selectFrom('shops').select('id').where('name', '=', 'Alpha Shop').executeTakeFirstOrThrow()
    ).id;
    const stranger = await createAdmin(server.app, { role: 'merchant', shopId: alpha });
    const denied = await handle({ id, action: 'approve' }, stranger.token);
    expect(denied.body).toMatchObject({ code: 0, msg: 'You do not have permission to do this.' });
    expect(await statusOf(server.app, orderId)).toBe('refunding');
    const strangerList = await server.request('/api/admin/refund/list', { headers: { token: stranger.token } });
    expect(strangerList.body.data.total).toBe(0);

    const owner = await createAdmin(server.app, { role: 'merchant', shopId: betaShop });
    const list = await server.request('/api/admin/refund/list?status=pending', { headers: { token: owner.token } });
    expect(list.body.data.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(
      list.body.data.data.every(
        (r: { shop_id: number; status: string }) => r.shop_id === betaShop && r.status === 'pending',
      ),
    ).toBe(true);
    expect((await handle({ id, action: 'approve' }, owner.token)).body.data.status).toBe('refunded');
  });

  it('needs an admin token (a shopper token is refused)', async () => {
    const s = await shopper();
    expect((await server.request('/api/admin/refund/list', { headers: { token: s.token } })).status).toBe(401);
  });
});
