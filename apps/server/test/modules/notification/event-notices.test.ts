import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../helpers/admins';
import { advance, paidOrder } from '../../helpers/after-sale';
import { getAs, postAs, productId } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { networkIdOf, ownUpload, TEST_CARD, TRON_ADDRESS } from '../../helpers/wallet';

/**
 * A shopper is told of what they did, not only of what was decided: a receipt when an order is
 * paid, and a notice when a refund request, a top-up or a withdrawal is received, each written
 * in the event's own transaction (a refused request leaves none).
 */
let server: TestServer;
let ann: TestShopper;
let p2: number;
let trc20: number;

beforeAll(async () => {
  server = await startServer();
  ann = await createShopper(server.app, { balanceCents: 1_000_00 });
  p2 = await productId(server.app, 2);
  trc20 = await networkIdOf(server.app, 'TRC20');
});
afterAll(() => server.close());

interface Listed {
  type: string;
  title: string;
  content: string;
  target: { kind: string; id: number } | null;
}
const notices = async (lang = 'en'): Promise<Listed[]> =>
  (await getAs(server, ann, `/api/notification/list?lang=${lang}&limit=20`)).body.data.data;

describe('notices of the shopper’s own actions', () => {
  it('pay, refund request, two top-ups and two withdrawals are each in the list', async () => {
    const orderId = await paidOrder(server, ann, [{ product_id: p2, quantity: 1 }]);
    const order = await server.app.db
      .selectFrom('orders')
      .select(['order_sn', 'total'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await advance(server, ann, orderId, (await createAdmin(server.app)).token, 'delivered');
    const refund = await postAs(server, ann, '/api/order/refund', {
      order_id: orderId,
      product_ids: [p2],
      type: 'refund_only',
      amount: '1.50',
      goods_status: 'received',
      reason: 'Damaged',
      explain: 'The box was crushed',
      images: [await ownUpload(server.app, ann.id)],
    });
    expect(refund.body.msg).toBe('Success');
    const topUps = [
      { type: 'chain', network_id: trc20, address: TRON_ADDRESS, amount: '20' },
      { type: 'manual', address: TEST_CARD, amount: '30' },
    ];
    for (const body of topUps) {
      const res = await postAs(server, ann, '/api/user/recharge', {
        ...body,
        image: await ownUpload(server.app, ann.id),
      });
      expect(res.body.msg).toBe('Success');
    }
    const withdrawals = [
      { type: 'bank', bank_card_no: TEST_CARD, bank_name: 'City Bank', account_name: 'Ann Lee', amount: '40' },
      { type: 'chain', network_id: trc20, address: TRON_ADDRESS, amount: '50' },
    ];
    for (const body of withdrawals) {
      expect((await postAs(server, ann, '/api/user/extract', { ...body, paypwd: ann.payPassword })).body.msg).toBe(
        'Success',
      );
    }

    const list = await notices();
    expect(list.map((n) => [n.type, n.title])).toEqual([
      ['extract', 'Withdrawal submitted'],
      ['extract', 'Withdrawal submitted'],
      ['recharge', 'Top-up submitted'],
      ['recharge', 'Top-up submitted'],
      ['refund', 'Refund request received'],
      ['order', 'Your order has shipped'],
      ['order', 'Payment received'],
    ]);
    const total = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(list[6]).toMatchObject({
      content: `You paid ${total(order.total)} for order ${order.order_sn}. The shop will ship it soon.`,
      target: { kind: 'order', id: orderId },
    });
    expect(list[4]!.content).toBe(
      `Your refund request of $1.50 for order ${order.order_sn} was received and is waiting for the shop.`,
    );
    // A refund's news opens its order, where the refund shows.
    expect(list[4]!.target).toEqual({ kind: 'order', id: orderId });
    expect(list[3]).toMatchObject({
      content: 'Your top-up of $20.00 was received and is waiting for audit.',
      target: { kind: 'recharge' },
    });
    expect(list[0]!.target).toMatchObject({ kind: 'extract' });
    expect(list[0]!.content).toBe(
      'Your withdrawal of $50.00 is waiting for audit. The amount is held until it is decided.',
    );
    expect((await notices('zh-cn')).map((n) => n.title)).toEqual([
      '提现已提交',
      '提现已提交',
      '充值已提交',
      '充值已提交',
      '退款申请已提交',
      '您的订单已发货',
      '付款成功',
    ]);
  });

  it('a refused request tells nothing', async () => {
    const before = (await notices()).length;
    const wrongCode = await postAs(server, ann, '/api/user/extract', {
      type: 'chain',
      amount: '10',
      paypwd: '000000',
      network_id: trc20,
      address: TRON_ADDRESS,
    });
    expect(wrongCode.body.code).toBe(0);
    const badAccount = await postAs(server, ann, '/api/user/recharge', {
      type: 'manual',
      amount: '10',
      address: '12',
      image: await ownUpload(server.app, ann.id),
    });
    expect(badAccount.body.code).toBe(0);
    expect(await notices()).toHaveLength(before);
  });
});
