import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app-types';
import { createDb, type DbHandle } from '../../src/db';
import { openPayCodes } from '../../src/lib/pay-code';
import { userBalances } from '../../src/modules/ledger';
import { announceFavouriteAlerts } from '../../src/modules/notification/favourite-alerts';
import { AUTO_CANCEL } from '../../src/modules/order/timer-kinds';
import { startServerProcess, type ServerProcess } from '../crash/server-process';
import { createAdmin } from '../helpers/admins';
import { addAddress, expectLedgerOk } from '../helpers/orders';
import { decryptPush, startPushService, type PushService } from '../helpers/push-service';
import { createShopper, type TestShopper } from '../helpers/shoppers';
import { TEST_DB } from '../helpers/test-server';

// Several instances (docs/operations.md#several-instances): two real server processes on one
// PostgreSQL schema and one Redis, started at the same moment on an empty schema. Whatever one
// instance knows (sessions, idempotency keys, duplicate guards, sign-in limits, timers) the
// other must know too.
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  body: any;
}

async function call(
  server: ServerProcess,
  p: string,
  init: { json?: unknown; token?: string; key?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.token = init.token;
  if (init.key) headers['idempotency-key'] = init.key;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + p, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe.skipIf(TEST_DB !== 'postgres')('two instances on one PostgreSQL and one Redis', () => {
  const schema = `two_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const redisPrefix = `bazaar-test:${schema}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-two-'));
  const admin = new pg.Client({ connectionString: PG_URL });
  let handle: DbHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  let productId: number;
  let pushService: PushService;
  /** Only createShopper's database and payment-code key are needed: the instances are separate processes. */
  let app: App;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    pushService = await startPushService();
    const env = {
      // Both look for undelivered pushes every 100 ms too, and push to the loopback push service.
      PUSH_POLL_MS: '100',
      PUSH_ALLOW_LOOPBACK_HTTP: 'true',
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      // Both instances poll for due timers every 100 ms: they compete for the same jobs.
      JOB_POLL_MS: '100',
      SEED_DEMO: 'true',
      ADMIN_ACCOUNT: 'boss',
      ADMIN_PASSWORD: 'boss-password-1',
    };
    const target = { dataDir, databaseUrl: PG_URL, pgSchema: schema };
    // Both start on the empty schema at once: migrations, the first operator and the demo
    // catalog happen exactly once (the second waits for the first's start-up lock).
    [a, b] = await Promise.all([
      startServerProcess(target, `${schema}-a`, env),
      startServerProcess(target, `${schema}-b`, env),
    ]);
    handle = createDb(target);
    // The key file the instances share in their DATA_DIR (the first to start created it).
    app = { db: handle.db, payCodes: openPayCodes({ previous: [] }, dataDir) } as unknown as App;
    const product = await handle.db
      .selectFrom('products')
      .select('id')
      .where('specs', '=', '[]')
      .where('status', '=', 'on')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    productId = product.id;
    await handle.db.updateTable('products').set({ stock: 10_000 }).where('id', '=', productId).execute();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pushService?.close();
    await handle?.destroy();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function placeOrder(s: TestShopper, via: ServerProcess, quantity = 1): Promise<{ pay_sn: string; id: number }> {
    const res = await call(via, '/api/order/create', {
      token: s.token,
      key: randomUUID(),
      json: { items: [{ product_id: productId, quantity }], address_id: await addAddress(app, s.id) },
    });
    expect(res.body).toMatchObject({ code: 1 });
    return { pay_sn: res.body.data.pay_sn, id: res.body.data.order_ids[0] };
  }

  const stock = async () =>
    (await handle.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow())
      .stock;

  it('started together, they seeded the catalog and the first operator once', async () => {
    const admins = await handle.db.selectFrom('admins').select('username').execute();
    expect(admins).toEqual([{ username: 'boss' }]);
    const categories = await handle.db.selectFrom('categories').select('key').execute();
    expect(new Set(categories.map((c) => c.key)).size).toBe(categories.length);
    const demo = await handle.db.selectFrom('users').select('id').where('email', '=', 'demo@bazaar.test').execute();
    expect(demo).toHaveLength(1);
  });

  it('a token issued by A works on B, and a logout on B ends it on A', async () => {
    const s = await createShopper(app);
    const login = await call(a, '/api/user/login', { json: { account: s.email, password: s.password } });
    expect(login.body).toMatchObject({ code: 1 });
    const token = login.body.data.userinfo.token as string;
    const info = await call(b, '/api/user/getUserInfo', { token });
    expect(info.body).toMatchObject({ code: 1, data: { id: s.id } });
    expect((await call(b, '/api/user/logout', { token, json: {} })).body).toMatchObject({ code: 1 });
    expect((await call(a, '/api/user/getUserInfo', { token })).status).toBe(401);
  });

  it('the same Idempotency-Key sent to A and then to B pays once and answers the same', async () => {
    const s = await createShopper(app, { balanceCents: 100_000 });
    const order = await placeOrder(s, a);
    const before = (await userBalances(handle.db, s.id)).money;
    const key = randomUUID();
    const body = { pay_sn: order.pay_sn, paypwd: s.payPassword };
    const first = await call(a, '/api/order/pay', { token: s.token, key, json: body });
    expect(first.body).toMatchObject({ code: 1 });
    const second = await call(b, '/api/order/pay', { token: s.token, key, json: body });
    expect(second.body.data).toEqual(first.body.data);
    const paid = before - (await userBalances(handle.db, s.id)).money;
    expect(paid).toBe(Math.round(Number(first.body.data.paid) * 100));
    expect(paid).toBeGreaterThan(0);
  });

  it('the same Idempotency-Key sent to A and B at the same moment pays once', async () => {
    const s = await createShopper(app, { balanceCents: 100_000 });
    const order = await placeOrder(s, b);
    const before = (await userBalances(handle.db, s.id)).money;
    const key = randomUUID();
    const body = { pay_sn: order.pay_sn, paypwd: s.payPassword };
    const answers = await Promise.all(
      [a, b, a, b].map((server) => call(server, '/api/order/pay', { token: s.token, key, json: body })),
    );
    const ok = answers.filter((r) => r.body.code === 1);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // The others were either refused as in progress (the shared Redis lock) or replayed.
    for (const r of answers.filter((x) => x.body.code !== 1)) {
      expect(r.body.msg).toBe('This request is still being processed, please wait.');
    }
    for (const r of ok) expect(r.body.data).toEqual(ok[0]!.body.data);
    const paid = before - (await userBalances(handle.db, s.id)).money;
    expect(paid).toBe(Math.round(Number(ok[0]!.body.data.paid) * 100));
    await expectLedgerOk(app);
  });

  it('an identical POST sent to A and then to B within a second is refused as a duplicate', async () => {
    const s = await createShopper(app);
    const body = { product_id: productId, quantity: 1 };
    const first = await call(a, '/api/cart/add', { token: s.token, json: body });
    expect(first.body).toMatchObject({ code: 1 });
    const second = await call(b, '/api/cart/add', { token: s.token, json: body });
    expect(second.body).toMatchObject({ code: 0, msg: 'Data is being processed, please do not submit again.' });
  });

  it('an auto-cancel timer that both instances see due runs exactly once', async () => {
    // Funded: the unpaid orders of an account whose balance does not cover them are limited.
    const s = await createShopper(app, { balanceCents: 100_000_000 });
    const stockBefore = await stock();
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await placeOrder(s, i % 2 ? a : b, 2));
    expect(await stock()).toBe(stockBefore - 12);
    const refs = orders.map((o) => String(o.id));
    // Due now: both instances poll every 100 ms and race for every job.
    await handle.db
      .updateTable('jobs')
      .set({ run_at: Math.floor(Date.now() / 1000) - 1 })
      .where('kind', '=', AUTO_CANCEL)
      .where('ref', 'in', refs)
      .execute();
    const deadline = Date.now() + 20_000;
    let jobs: { status: string; attempts: number; last_error: string }[] = [];
    while (Date.now() < deadline) {
      jobs = await handle.db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'last_error'])
        .where('kind', '=', AUTO_CANCEL)
        .where('ref', 'in', refs)
        .execute();
      if (jobs.every((j) => j.status === 'done')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(jobs).toHaveLength(6);
    // Each job was claimed once (a second claim would count a second attempt) and succeeded.
    for (const job of jobs) expect(job).toMatchObject({ status: 'done', attempts: 1, last_error: '' });
    const statuses = await handle.db
      .selectFrom('orders')
      .select('status')
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(statuses.map((o) => o.status)).toEqual(Array(6).fill('cancelled'));
    // The stock came back once per order, not twice.
    expect(await stock()).toBe(stockBefore);
  });

  it('failed sign-ins on A and B count together: a burst across both locks the account on both', async () => {
    const s = await createShopper(app);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(i % 2 ? a : b, '/api/user/login', { json: { account: s.email, password: 'wrong-password' } }),
      ),
    );
    // Alone, each instance saw 6 failures, below the lock at 10; together they are 12.
    expect(burst.some((r) => r.body.msg === 'Too many failed attempts, please try again later.')).toBe(true);
    for (const server of [a, b]) {
      const right = await call(server, '/api/user/login', { json: { account: s.email, password: s.password } });
      expect(right.body).toMatchObject({ code: 0, msg: 'Too many failed attempts, please try again later.' });
    }
  });

  it('a price drop saved on A and on B at once is told once, and pushed once, with the same VAPID key', async () => {
    const key = (await call(a, '/api/push/key')).body.data.public_key;
    expect((await call(b, '/api/push/key')).body.data.public_key).toBe(key);
    const s = await createShopper(app);
    const browser = pushService.browser();
    expect((await call(a, '/api/product/favourite', { token: s.token, json: { id: productId } })).body.code).toBe(1);
    expect((await call(b, '/api/push/subscribe', { token: s.token, json: browser.subscription })).body.code).toBe(1);
    // Signed in in the database: the sign-in limit is the last test's.
    const { token } = await createAdmin(app);
    const loaded = (await call(a, `/api/admin/product/detail?id=${productId}`, { token })).body.data;
    const lower = (Number(loaded.price) - 1).toFixed(2);
    // The same new price from both (different sort values, so not refused as a duplicate POST).
    const saves = await Promise.all(
      [a, b].map((server, i) =>
        call(server, '/api/admin/product/save', { token, json: { ...loaded, price: lower, sort: i + 1 } }),
      ),
    );
    for (const saved of saves) expect(saved.body).toMatchObject({ code: 1 });
    const drops = () =>
      handle.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', s.id)
        .where('type', '=', 'price_drop')
        .execute();
    expect(await drops()).toHaveLength(1);
    const [got] = await pushService.waitFor(browser, 1);
    expect(JSON.parse(decryptPush(browser, got!.body))).toMatchObject({
      title: 'Price drop',
      url: `/detail/${productId}`,
    });

    // Five more drops written outside both (as a timer would): both instances poll for them at once.
    for (let i = 2; i <= 6; i++) {
      await handle.db
        .updateTable('products')
        .set({ price: sql`price - 1` })
        .where('id', '=', productId)
        .execute();
      await handle.db.transaction().execute((trx) => announceFavouriteAlerts(trx, productId, 'shop'));
    }
    expect(await drops()).toHaveLength(6);
    await pushService.waitFor(browser, 6);
    await new Promise((r) => setTimeout(r, 1_000));
    const bodies = pushService.receivedBy(browser).map((r) => JSON.parse(decryptPush(browser, r.body)).body as string);
    expect(bodies).toHaveLength(6);
    expect(new Set(bodies).size).toBe(6);
  });

  it('the operator sign-in rate limit (10 a minute) is counted in Redis across both', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(i % 2 ? a : b, '/api/admin/login', {
        json: { account: 'nobody', password: 'wrong' },
      });
      answers.push(res.status);
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
