import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVapidKeys } from '../../../src/modules/push/vapid';
import { createAdmin } from '../../helpers/admins';
import { postAs, productId } from '../../helpers/orders';
import { decryptPush, startPushService, type PushService } from '../../helpers/push-service';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { startServer, type TestServer } from '../../helpers/test-server';

/** push/key, push/subscribe and push/unsubscribe: what a browser registers, and what is refused. */
let server: TestServer;
let push: PushService;
let ann: TestShopper;
let bob: TestShopper;

beforeAll(async () => {
  push = await startPushService();
  server = await startServer({ config: { push: { ...pushDefaults(), allowLoopbackHttp: true, maxSubscriptions: 3 } } });
  ann = await createShopper(server.app);
  bob = await createShopper(server.app);
});
afterAll(async () => {
  await server.close();
  await push.close();
});

function pushDefaults() {
  return { vapidSubject: 'mailto:ops@bazaar.test', allowLoopbackHttp: false, maxSubscriptions: 10, pollMs: 60_000 };
}

const endpointsOf = async (s: TestShopper) =>
  (
    await server.app.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', s.id)
      .orderBy('id')
      .execute()
  ).map((r) => r.endpoint);

describe('push/key', () => {
  it('is public, a P-256 point, and the pair kept in the database is used on every start', async () => {
    const res = await server.request('/api/push/key');
    const key = res.body.data.public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    // Another instance (or a restart) on the same database reads the same pair.
    const again = await loadVapidKeys(server.app.db, pushDefaults());
    expect(again.publicKey).toBe(key);
    expect(again.privateKey).toBe(server.app.push.vapid.privateKey);
    const stored = await server.app.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'push_vapid_public_key')
      .execute();
    expect(stored).toEqual([{ value: key }]);
  });

  it('is the configured one when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set', async () => {
    const keys = await loadVapidKeys(server.app.db, {
      ...pushDefaults(),
      vapidPublicKey: 'pub',
      vapidPrivateKey: 'priv',
    });
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:ops@bazaar.test' });
  });
});

describe('push/subscribe', () => {
  it('needs a token', async () => {
    const res = await server.request('/api/push/subscribe', { method: 'POST', json: push.browser().subscription });
    expect(res.status).toBe(401);
  });

  it('refuses what no push service could be, in the caller’s language', async () => {
    const { keys } = push.browser().subscription;
    for (const endpoint of [
      'not a url',
      'http://push.example.com/1',
      'https://10.0.0.1/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://intranet/push',
      'ftp://push.example.com/1',
      'https://user:pw@push.example.com/1',
      'https://localhost./push',
      'https://localhost%2e/push',
      'https://push.internal/push',
      'https://push.svc.cluster.local/push',
      'https://push.example.com:8443/push',
    ]) {
      const res = await postAs(server, ann, '/api/push/subscribe?lang=ja', { endpoint, keys });
      expect(res.body, endpoint).toMatchObject({
        code: 0,
        msg: 'このブラウザのプッシュ通知の宛先は使用できません。通知をオフにしてから、もう一度オンにしてください。',
        data: { reason: 'endpoint_invalid', field: 'endpoint' },
      });
    }
    expect(await endpointsOf(ann)).toEqual([]);
  });

  it('refuses keys of the wrong length or alphabet, or not on the curve', async () => {
    const good = push.browser().subscription;
    for (const keys of [
      { p256dh: good.keys.p256dh.slice(0, 40), auth: good.keys.auth },
      { p256dh: good.keys.p256dh, auth: `${good.keys.auth}AAAA` },
      { p256dh: good.keys.p256dh.replace(/^./, '+'), auth: good.keys.auth },
      // Not an uncompressed point (0x08…, not 0x04…).
      { p256dh: `C${good.keys.p256dh.slice(1)}`, auth: good.keys.auth },
      // 0x04 and 64 bytes, but not a point on P-256.
      { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'), auth: good.keys.auth },
    ]) {
      const res = await postAs(server, ann, '/api/push/subscribe?lang=vi', { endpoint: good.endpoint, keys });
      expect(res.body).toMatchObject({
        code: 0,
        msg: 'Khóa thông báo đẩy của trình duyệt này không hợp lệ. Vui lòng tắt thông báo rồi bật lại.',
        data: { reason: 'keys_invalid' },
      });
    }
  });

  it('keeps one row per endpoint: subscribing it again moves it to the caller', async () => {
    const browser = push.browser();
    expect((await postAs(server, ann, '/api/push/subscribe', browser.subscription)).body.msg).toBe('Success');
    expect((await postAs(server, ann, '/api/push/subscribe', browser.subscription)).body.msg).toBe('Success');
    expect(await endpointsOf(ann)).toEqual([browser.endpoint]);
    expect((await postAs(server, bob, '/api/push/subscribe', browser.subscription)).body.msg).toBe('Success');
    expect(await endpointsOf(ann)).toEqual([]);
    expect(await endpointsOf(bob)).toEqual([browser.endpoint]);
  });

  it('accepts an https endpoint of a push service, with padded keys too', async () => {
    const { keys } = push.browser().subscription;
    const endpoint = 'https://push.example.com/wpush/v2/abc';
    const padded = { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` };
    expect((await postAs(server, ann, '/api/push/subscribe', { endpoint, keys: padded })).body.msg).toBe('Success');
    const row = await server.app.db
      .selectFrom('push_subscriptions')
      .select(['p256dh', 'auth'])
      .where('endpoint', '=', endpoint)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(keys);
  });

  it('keeps at most PUSH_MAX_SUBSCRIPTIONS browsers a shopper, dropping the longest unused', async () => {
    const carl = await createShopper(server.app);
    const list = [push.browser(), push.browser(), push.browser(), push.browser()];
    for (const b of list) {
      expect((await postAs(server, carl, '/api/push/subscribe', b.subscription)).body.msg).toBe('Success');
    }
    expect(await endpointsOf(carl)).toEqual(list.slice(1).map((b) => b.endpoint));
  });
});

describe('delivery at the end of the request', () => {
  it('pushes what a request told a subscribed shopper as soon as it answered, without waiting for the poll', async () => {
    // This server polls once a minute: only the end of the request can have sent it.
    const dee = await createShopper(server.app);
    const browser = push.browser();
    expect((await postAs(server, dee, '/api/push/subscribe', browser.subscription)).body.msg).toBe('Success');
    const p1 = await productId(server.app, 1);
    expect((await postAs(server, dee, '/api/product/favourite', { id: p1 })).body.msg).toBe('Success');
    const operator = await createAdmin(server.app);
    const loaded = (await server.request(`/api/admin/product/detail?id=${p1}`, { headers: { token: operator.token } }))
      .body.data;
    const saved = await server.request('/api/admin/product/save', {
      method: 'POST',
      headers: { token: operator.token },
      json: { ...loaded, price: (Number(loaded.price) - 1).toFixed(2) },
    });
    expect(saved.body.msg).toBe('Success');
    const [got] = await push.waitFor(browser, 1, 2_000);
    expect(JSON.parse(decryptPush(browser, got!.body))).toMatchObject({ title: 'Price drop', url: `/detail/${p1}` });
  });
});

describe('push/unsubscribe', () => {
  it('removes only the caller’s own endpoint', async () => {
    const browser = push.browser();
    await postAs(server, ann, '/api/push/subscribe', browser.subscription);
    const byBob = await postAs(server, bob, '/api/push/unsubscribe', { endpoint: browser.endpoint });
    expect(byBob.body.msg).toBe('Success');
    expect(await endpointsOf(ann)).toContain(browser.endpoint);
    const byAnn = await postAs(server, ann, '/api/push/unsubscribe', { endpoint: browser.endpoint });
    expect(byAnn.body.msg).toBe('Success');
    expect(await endpointsOf(ann)).not.toContain(browser.endpoint);
    expect((await server.request('/api/push/unsubscribe', { method: 'POST', json: {} })).status).toBe(401);
  });
});
