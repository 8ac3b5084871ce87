import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { creditDeposit, recordSeen } from '../../../src/modules/deposit/chain-deposits';
import { announceFavouriteAlerts } from '../../../src/modules/notification/favourite-alerts';
import { createAdmin } from '../../helpers/admins';
import { advance, paidOrder } from '../../helpers/after-sale';
import { runBackInStock } from '../../helpers/back-in-stock';
import { getAs, postAs, productId } from '../../helpers/orders';
import { checkVapid, decryptPush, startPushService, type Browser, type PushService } from '../../helpers/push-service';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';
import { ownUpload, TRON_ADDRESS } from '../../helpers/wallet';

/**
 * Push delivery (docs/operations.md#push) against a push service on the loopback: each event a shopper is told of
 * arrives once at each of their browsers, VAPID-signed and encrypted for that browser, in the
 * language of their profile, with the page it opens; a browser the service says is gone (410)
 * is unsubscribed. Events of a request are pushed as it ends; others (the chain watcher, a
 * timer) by the poll.
 */
let server: TestServer;
let push: PushService;
let admin: { token: string };
let ann: TestShopper;
let phone: Browser;
let laptop: Browser;
let publicKey: string;
let p2: number;

interface Pushed {
  title: string;
  body: string;
  url: string;
}

beforeAll(async () => {
  push = await startPushService();
  server = await startServer({
    config: {
      // The "back in stock" job runs when the tests say (runBackInStock), not on its own poll.
      jobPollMs: 3_600_000,
      push: {
        vapidSubject: 'mailto:ops@bazaar.test',
        allowLoopbackHttp: true,
        maxSubscriptions: 10,
        pollMs: 100,
      },
    },
  });
  admin = await createAdmin(server.app);
  p2 = await productId(server.app, 2);
  ann = await createShopper(server.app, { balanceCents: 1_000_000 });
  await server.app.db.updateTable('users').set({ lang: 'ja' }).where('id', '=', ann.id).execute();
  publicKey = (await server.request('/api/push/key')).body.data.public_key;
  phone = push.browser();
  laptop = push.browser();
  for (const b of [phone, laptop]) {
    expect((await postAs(server, ann, '/api/push/subscribe', b.subscription)).body.msg).toBe('Success');
  }
});
afterAll(async () => {
  await server.close();
  await push.close();
});

const adminPost = (path: string, json: unknown) =>
  server.request(path, { method: 'POST', headers: { token: admin.token, 'Idempotency-Key': randomUUID() }, json });

const trc20 = async () =>
  (await server.app.db.selectFrom('chain_networks').select('id').where('name', '=', 'TRC20').executeTakeFirstOrThrow())
    .id;

/** The newest notification as notification/list shows it in Japanese: what the push must carry. */
async function newestNotice(s: TestShopper) {
  return (await getAs(server, s, '/api/notification/list?lang=ja&limit=1')).body.data.data[0] as {
    title: string;
    content: string;
  };
}

/** Waits for push number `n` on both browsers and checks it is the same message, signed and readable. */
async function nthPush(n: number): Promise<Pushed> {
  const messages = await Promise.all(
    [phone, laptop].map(async (b) => {
      const got = await push.waitFor(b, n);
      const last = got[n - 1]!;
      expect(checkVapid(last, publicKey, b.endpoint)).toMatchObject({ sub: 'mailto:ops@bazaar.test' });
      expect(last.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(last.headers.ttl)).toBeGreaterThan(0);
      return JSON.parse(decryptPush(b, last.body)) as Pushed;
    }),
  );
  expect(messages[1]).toEqual(messages[0]);
  return messages[0]!;
}

async function expectPushed(n: number, url: string): Promise<Pushed> {
  const pushed = await nthPush(n);
  const notice = await newestNotice(ann);
  expect(pushed).toEqual({ title: notice.title, body: notice.content, url });
  return pushed;
}

describe('each event is pushed once, in the shopper’s language', () => {
  let orderId: number;

  it('order shipped', async () => {
    orderId = await paidOrder(server, ann, [{ product_id: p2, quantity: 1 }]);
    // The payment's receipt comes first.
    expect((await nthPush(1)).title).toBe('お支払いが完了しました');
    await advance(server, ann, orderId, admin.token, 'delivered');
    const pushed = await expectPushed(2, `/orderInfo/${orderId}`);
    expect(pushed.title).toBe('ご注文の商品を発送しました');
  });

  it('refund decided', async () => {
    const applied = await postAs(server, ann, '/api/order/refund', {
      order_id: orderId,
      product_ids: [p2],
      type: 'refund_only',
      amount: '1',
      goods_status: 'not_received',
      reason: 'Late',
      explain: 'Never came',
      images: [await ownUpload(server.app, ann.id)],
    });
    expect(applied.body.msg).toBe('Success');
    await expectPushed(3, `/orderInfo/${orderId}`);
    expect(
      (
        await adminPost('/api/admin/refund/handle', {
          id: applied.body.data.id,
          action: 'refuse',
          remark: 'Photos unclear',
        })
      ).body.code,
    ).toBe(1);
    await expectPushed(4, `/orderInfo/${orderId}`);
  });

  it('top-up approved and refused', async () => {
    const network = await trc20();
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await postAs(server, ann, '/api/user/recharge', {
        type: 'chain',
        amount: '100',
        image: await ownUpload(server.app, ann.id),
        network_id: network,
        address: TRON_ADDRESS,
      });
      expect(res.body.code).toBe(1);
      ids.push(res.body.data.id);
      expect((await expectPushed(5 + i, `/topUpRecord?id=${res.body.data.id}`)).title).toBe('チャージを受け付けました');
    }
    expect((await adminPost('/api/admin/recharge/audit', { id: ids[0], status: 'passed' })).body.code).toBe(1);
    expect((await expectPushed(7, `/topUpRecord?id=${ids[0]}`)).title).toBe('チャージが承認されました');
    expect(
      (await adminPost('/api/admin/recharge/audit', { id: ids[1], status: 'refused', remark: 'Unreadable' })).body.code,
    ).toBe(1);
    await expectPushed(8, `/topUpRecord?id=${ids[1]}`);
  });

  it('withdrawal decided', async () => {
    const res = await postAs(server, ann, '/api/user/extract', {
      type: 'bank',
      amount: '100',
      paypwd: ann.payPassword,
      bank_card_no: '622200001114',
      bank_name: 'Bank',
      account_name: 'Name',
    });
    expect(res.body.code).toBe(1);
    await expectPushed(9, `/depositRecord?id=${res.body.data.id}`);
    expect((await adminPost('/api/admin/extract/audit', { id: res.body.data.id, status: 'passed' })).body.code).toBe(1);
    await expectPushed(10, `/depositRecord?id=${res.body.data.id}`);
  });

  it('top-up credited by the chain watcher (no request: the poll delivers it)', async () => {
    const network = await trc20();
    const txHash = `0x${randomUUID().replace(/-/g, '')}`;
    await recordSeen(server.app.db, { id: network, chainKey: `network:${network}` }, ann.id, {
      txHash,
      logIndex: 0,
      blockNumber: 1,
      blockHash: '',
      from: 'TFrom',
      to: 'TTo',
      units: 25_000_000n,
      decimals: 6,
    });
    const row = await server.app.db
      .selectFrom('chain_deposits')
      .select('id')
      .where('tx_hash', '=', txHash)
      .executeTakeFirstOrThrow();
    expect(await creditDeposit(server.app.db, row.id, 100)).toBe('credited');
    const recharge = await server.app.db
      .selectFrom('recharges')
      .select('id')
      .where('tx_hash', '=', txHash)
      .executeTakeFirstOrThrow();
    await expectPushed(11, `/topUpRecord?id=${recharge.id}`);
  });

  it('price_drop and back_in_stock of a favourite', async () => {
    expect((await postAs(server, ann, '/api/product/favourite', { id: p2 })).body.msg).toBe('Success');
    const editor = async () =>
      (await server.request(`/api/admin/product/detail?id=${p2}`, { headers: { token: admin.token } })).body.data;
    const save = async (changes: Record<string, unknown>) =>
      expect((await adminPost('/api/admin/product/save', { ...(await editor()), ...changes })).body.msg).toBe(
        'Success',
      );
    await save({ price: (Number((await editor()).price) - 1).toFixed(2) });
    expect((await expectPushed(12, `/detail/${p2}`)).title).toBe('値下げのお知らせ');
    await save({ stock: 0, stock_loaded: undefined });
    await save({ stock: 9, stock_loaded: undefined });
    await runBackInStock(server);
    expect((await expectPushed(13, `/detail/${p2}`)).title).toBe('再入荷のお知らせ');
  });

  it('and nothing twice: after several more polls each browser has 13', async () => {
    await new Promise((r) => setTimeout(r, 500));
    expect(push.receivedBy(phone)).toHaveLength(13);
    expect(push.receivedBy(laptop)).toHaveLength(13);
    const left = await server.app.db.selectFrom('jobs').select('id').where('kind', '=', 'push_notification').execute();
    expect(left).toEqual([]);
  });
});

describe('a browser the push service says is gone', () => {
  it('is unsubscribed on 410; the others still get the message', async () => {
    const gone = push.browser();
    expect((await postAs(server, ann, '/api/push/subscribe', gone.subscription)).body.msg).toBe('Success');
    push.answer.set(new URL(gone.endpoint).pathname, 410);
    const before = push.receivedBy(phone).length;
    await server.app.db.updateTable('products').set({ price: 1 }).where('id', '=', p2).execute();
    await server.app.db.transaction().execute((trx) => announceFavouriteAlerts(trx, p2, 'shop'));
    await push.waitFor(phone, before + 1);
    await push.waitFor(gone, 1);
    // The push service has the request, but the 410 answer is still on its way back and the row is
    // deleted only after it: wait for that poll to finish (deliver() joins the running one) before reading.
    await server.app.push.deliver();
    const rows = await server.app.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', ann.id)
      .execute();
    expect(rows.map((r) => r.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
  });

  it('a shopper without browsers queues nothing', async () => {
    const bob = await createShopper(server.app);
    expect((await postAs(server, bob, '/api/product/favourite', { id: p2 })).body.msg).toBe('Success');
    for (const stock of [0, 5]) {
      await server.app.db.updateTable('products').set({ stock }).where('id', '=', p2).execute();
      await server.app.db.transaction().execute((trx) => announceFavouriteAlerts(trx, p2, 'shop'));
    }
    // The product came back once already in this file: past the hold-off of that announcement.
    await runBackInStock(server, nowSeconds() + server.config.backInStockHoldOffSeconds);
    const jobs = await server.app.db.selectFrom('jobs').select('ref').where('kind', '=', 'push_notification').execute();
    const bobs = await server.app.db.selectFrom('notifications').select('id').where('user_id', '=', bob.id).execute();
    expect(bobs).toHaveLength(1);
    expect(jobs.map((j) => Number(j.ref))).not.toContain(bobs[0]!.id);
  });
});

describe('a push service that does not answer', () => {
  it('holds up no other browser: each is sent to at once, each with its own timeout', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const erin = await createShopper(server.app);
      const quick = push.browser();
      const stuck = {
        endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/never`,
        keys: push.browser().subscription.keys,
      };
      // The silent one first: sent one after the other, the quick one would wait for its timeout.
      for (const subscription of [stuck, quick.subscription]) {
        expect((await postAs(server, erin, '/api/push/subscribe', subscription)).body.msg).toBe('Success');
      }
      expect((await postAs(server, erin, '/api/product/favourite', { id: p2 })).body.msg).toBe('Success');
      const started = Date.now();
      await server.app.db.updateTable('products').set({ price: 0 }).where('id', '=', p2).execute();
      await server.app.db.transaction().execute((trx) => announceFavouriteAlerts(trx, p2, 'shop'));
      await push.waitFor(quick, 1);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
