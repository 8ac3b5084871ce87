import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, checkLedger } from '../../../src/modules/ledger';
import { completeOrder } from '../../../src/modules/order/lifecycle';
import { DEFAULT_COMMISSION_BP } from '../../../src/modules/order/settings';
import { splitFee } from '../../../src/modules/wallet/fees';
import { advance } from '../../helpers/after-sale';
import { createAdmin } from '../../helpers/admins';
import { ownUpload } from '../../helpers/wallet';
import { addAddress, expectLedgerOk, placeOrder, postAs, productId } from '../../helpers/orders';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { shopIdByName } from '../../helpers/chat';
import { startServer, type TestServer } from '../../helpers/test-server';
import { collect, createVoucher } from '../../helpers/vouchers';

let server: TestServer;
let admin: { token: string };
let beta: number;
let p4: number;

beforeAll(async () => {
  server = await startServer();
  admin = await createAdmin(server.app);
  beta = await shopIdByName(server.app, 'Beta Shop');
  p4 = await productId(server.app, 4); // Beta Shop, 20.00, no freight
});
afterAll(() => server.close());

/** A paid order of one product 4 with these vouchers; its id. */
async function paidWith(s: TestShopper, vouchers: Record<string, unknown>): Promise<number> {
  const order = await placeOrder(server, s, [{ product_id: p4, quantity: 1 }], await addAddress(server.app, s.id), {
    vouchers,
  });
  const paid = await postAs(server, s, '/api/order/pay', { pay_sn: order.pay_sn, paypwd: s.payPassword });
  expect(paid.body.msg).toBe('Success');
  return order.order_ids[0]!;
}

describe('settlement with vouchers', () => {
  it('settles the shop its goods less its own voucher and the commission; the platform pays its vouchers', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const shop = await collect(
      server,
      s.token,
      await createVoucher(server.app, { scope: 'shop', shopId: beta, value: 300 }),
    );
    const platform = await collect(server, s.token, await createVoucher(server.app, { value: 200 }));
    const id = await paidWith(s, { shop: { [beta]: shop }, platform });
    const order = await server.app.db
      .selectFrom('orders')
      .select(['total', 'discount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ total: 1500, discount: 500 });
    await advance(server, s, id, admin.token, 'received');

    const payable = await balanceOf(server.app.db, { kind: 'merchant_payable', ownerId: beta });
    const subsidy = await balanceOf(server.app.db, { kind: 'voucher_subsidy' });
    await server.app.db.transaction().execute((trx) => completeOrder(trx, id));
    // The shop's base: 20.00 − its own 3.00 = 17.00 (the shopper's 15.00 and the platform's 2.00).
    const { fee, actual } = splitFee(1700, DEFAULT_COMMISSION_BP);
    expect(await balanceOf(server.app.db, { kind: 'merchant_payable', ownerId: beta })).toBe(payable + actual);
    expect(await balanceOf(server.app.db, { kind: 'voucher_subsidy' })).toBe(subsidy - 200);
    const lines = await server.app.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_postings as p', 'p.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['a.kind', 'p.amount'])
      .where('t.idempotency_key', '=', `order_settle:${id}`)
      .orderBy('a.kind')
      .execute();
    expect(lines.map((l) => [l.kind, Number(l.amount)])).toEqual([
      ['commission_revenue', fee],
      ['merchant_payable', actual],
      ['platform_escrow', -1500],
      ['voucher_subsidy', -200],
    ]);
    await expectLedgerOk(server.app);

    // The console's statement says who paid each discount, and still adds up.
    const statement = await server.request(`/api/admin/settlement?shop_id=${beta}`, {
      headers: { token: admin.token },
    });
    const line = statement.body.data.lines.find((l: { order_id: number }) => l.order_id === id);
    expect(line).toMatchObject({
      gross: '17.00',
      refunds: '0.00',
      fee: (fee / 100).toFixed(2),
      net: (actual / 100).toFixed(2),
      shop_vouchers: '3.00',
      platform_vouchers: '2.00',
    });
  });

  it('settles an order the platform’s voucher paid in full, and the ledger still checks', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const platform = await collect(server, s.token, await createVoucher(server.app, { value: 5_000 }));
    const id = await paidWith(s, { platform });
    const order = await server.app.db
      .selectFrom('orders')
      .select(['total', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ total: 0, status: 'waiting_deliver' });
    await advance(server, s, id, admin.token, 'received');
    const payable = await balanceOf(server.app.db, { kind: 'merchant_payable', ownerId: beta });
    await server.app.db.transaction().execute((trx) => completeOrder(trx, id));
    expect(await balanceOf(server.app.db, { kind: 'merchant_payable', ownerId: beta })).toBe(
      payable + splitFee(2000, DEFAULT_COMMISSION_BP).actual,
    );
    await expectLedgerOk(server.app);
  });

  it('keeps a paid order’s vouchers used when it is refunded, and refunds at most what was paid after discounts', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const shop = await collect(
      server,
      s.token,
      await createVoucher(server.app, { scope: 'shop', shopId: beta, value: 500 }),
    );
    const id = await paidWith(s, { shop: { [beta]: shop } });
    await advance(server, s, id, admin.token, 'delivered');
    const refund = (amount: string) =>
      ownUpload(server.app, s.id).then((image) =>
        postAs(server, s, '/api/order/refund', {
          order_id: id,
          product_ids: [p4],
          type: 'refund_only',
          amount,
          goods_status: 'not_received',
          reason: 'Late',
          explain: 'It never came',
          images: [image],
        }),
      );
    // 20.00 of goods less the shop's 5.00: the shopper paid 15.00 for the line.
    const tooMuch = await refund('15.01');
    expect(tooMuch.body).toMatchObject({ code: 0, msg: 'Refund amount cannot be larger than the amount paid' });
    expect((await refund('15.00')).body.code).toBe(1);
    const status = await server.app.db
      .selectFrom('user_vouchers')
      .select('status')
      .where('id', '=', shop)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('used');
  });

  it('finds a settlement that takes more voucher subsidy than the order’s vouchers', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const platform = await collect(server, s.token, await createVoucher(server.app, { value: 100 }));
    const id = await paidWith(s, { platform });
    await advance(server, s, id, admin.token, 'received');
    await server.app.db.transaction().execute((trx) => completeOrder(trx, id));
    await expectLedgerOk(server.app);
    // Pretend the order's voucher took less than was posted: the check must say so.
    await server.app.db.updateTable('order_vouchers').set({ amount: 50 }).where('order_id', '=', id).execute();
    const result = await checkLedger(server.app.db);
    expect(result.problems.some((p) => p.includes(`order ${id}'s settlement takes 100 of voucher subsidy`))).toBe(true);
    await server.app.db.updateTable('order_vouchers').set({ amount: 100 }).where('order_id', '=', id).execute();
  });

  it('ends an order refunded only when what the shopper paid for the goods is back, a shipping voucher counted', async () => {
    await server.app.db.updateTable('products').set({ freight: 300 }).where('id', '=', p4).execute();
    try {
      const s = await createShopper(server.app, { balanceCents: 10_000 });
      const shipping = await collect(
        server,
        s.token,
        await createVoucher(server.app, { scope: 'shipping', value: 300 }),
      );
      const id = await paidWith(s, { shipping });
      // 20.00 of goods + 3.00 freight − the 3.00 shipping voucher: the shopper paid 20.00, all of it for the goods.
      expect(
        (await server.app.db.selectFrom('orders').select('total').where('id', '=', id).executeTakeFirstOrThrow()).total,
      ).toBe(2000);
      await advance(server, s, id, admin.token, 'delivered');
      const applied = await postAs(server, s, '/api/order/refund', {
        order_id: id,
        product_ids: [p4],
        type: 'refund_only',
        amount: '17.50',
        goods_status: 'not_received',
        reason: 'Late',
        explain: 'Part of it',
        images: [await ownUpload(server.app, s.id)],
      });
      expect(applied.body.code, applied.body.msg).toBe(1);
      const handled = await server.request('/api/admin/refund/handle', {
        method: 'POST',
        headers: { token: admin.token },
        json: { id: applied.body.data.id, action: 'approve', remark: '' },
      });
      expect(handled.body.code, handled.body.msg).toBe(1);
      expect(
        (await server.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status,
      ).toBe('delivered');
    } finally {
      await server.app.db.updateTable('products').set({ freight: 0 }).where('id', '=', p4).execute();
    }
  });
});
