import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/lib/time';
import { balanceOf } from '../../../src/modules/ledger';
import { DEFAULT_COMMISSION_BP } from '../../../src/modules/order/settings';
import { splitFee } from '../../../src/modules/wallet/fees';
import { runDueJobs, scheduleJob } from '../../../src/modules/jobs/queue';
import { startScheduler } from '../../../src/modules/jobs/scheduler';
import { orderJobHandlers } from '../../../src/modules/order/timers';
import { transition } from '../../../src/modules/order/transitions';
import { createAdmin } from '../../helpers/admins';
import { createShopper, type TestShopper } from '../../helpers/shoppers';
import { addAddress, expectLedgerOk, placeOrder, postAs, productId, statusOf, stockOf } from '../../helpers/orders';
import { startServer, TEST_DB, type TestServer } from '../../helpers/test-server';

const MINUTE = 60;
const DAY = 86_400;

let server: TestServer;
let p3: number; // Alpha Shop 3.99
let adminToken: string;

beforeAll(async () => {
  server = await startServer();
  p3 = await productId(server.app, 3);
  adminToken = (await createAdmin(server.app)).token;
});
afterAll(() => server.close());

const run = (now: number, worker = 'test-worker') => runDueJobs(server.app.db, orderJobHandlers, { now, worker });

async function unpaidOrder(s: TestShopper, quantity = 1) {
  const order = await placeOrder(server, s, [{ product_id: p3, quantity }], await addAddress(server.app, s.id));
  return order.order_ids[0]!;
}

async function job(kind: string, ref: number | string) {
  return server.app.db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where('ref', '=', String(ref))
    .executeTakeFirstOrThrow();
}

describe('auto-cancel', () => {
  it('cancels an order unpaid for 30 minutes and gives its stock back, not before', async () => {
    const s = await createShopper(server.app);
    const before = await stockOf(server.app, p3);
    const id = await unpaidOrder(s, 2);
    const { run_at } = await job('order_auto_cancel', id);
    const created = (
      await server.app.db.selectFrom('orders').select('createtime').where('id', '=', id).executeTakeFirstOrThrow()
    ).createtime;
    expect(run_at - created).toBe(30 * MINUTE);
    await run(created + 29 * MINUTE);
    expect(await statusOf(server.app, id)).toBe('waiting_pay');
    await run(created + 31 * MINUTE);
    expect(await statusOf(server.app, id)).toBe('cancelled');
    expect(await stockOf(server.app, p3)).toBe(before);
    expect((await job('order_auto_cancel', id)).status).toBe('done');
  });

  it('runs once when several instances poll at the same time', async () => {
    const s = await createShopper(server.app);
    const before = await stockOf(server.app, p3);
    const id = await unpaidOrder(s, 3);
    const later = nowSeconds() + 31 * MINUTE;
    await Promise.all(['a', 'b', 'c', 'd'].map((w) => run(later, w)));
    expect(await statusOf(server.app, id)).toBe('cancelled');
    expect(await stockOf(server.app, p3)).toBe(before);
  });

  it('leaves a paid order alone', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const id = await unpaidOrder(s);
    await postAs(server, s, '/api/order/pay', { order_id: id, paypwd: '123456' });
    await run(nowSeconds() + 31 * MINUTE);
    expect(await statusOf(server.app, id)).toBe('waiting_deliver');
    expect((await job('order_auto_cancel', id)).status).toBe('done');
  });

  it('takes its delay from the settings', async () => {
    await server.app.db
      .insertInto('settings')
      .values({ key: 'auto_cancel_minutes', value: '5', updatetime: 0 })
      .execute();
    try {
      const id = await unpaidOrder(await createShopper(server.app));
      const order = await server.app.db
        .selectFrom('orders')
        .select('createtime')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect((await job('order_auto_cancel', id)).run_at - order.createtime).toBe(5 * MINUTE);
    } finally {
      await server.app.db.deleteFrom('settings').where('key', '=', 'auto_cancel_minutes').execute();
    }
  });
});

describe('timers live in the database', () => {
  it('a second server instance over the same database runs the timer the first one set, once', async () => {
    const second = await startServer({
      config: {
        dataDir: server.config.dataDir,
        databaseUrl: server.config.databaseUrl,
        pgSchema: server.config.pgSchema,
      },
    });
    try {
      const later = nowSeconds() + 31 * MINUTE;
      await run(later); // earlier tests' due timers, so that the stock below moves by this order only
      const s = await createShopper(server.app);
      const before = await stockOf(server.app, p3);
      const id = await unpaidOrder(s, 2);
      const pollers = [runDueJobs(second.app.db, orderJobHandlers, { now: later, worker: 'second' })];
      // PostgreSQL serves several instances at once; SQLite is one process's file, so the first just polls after.
      if (TEST_DB === 'postgres') pollers.push(run(later, 'first'));
      await Promise.all(pollers);
      await run(later, 'first');
      expect(await statusOf(server.app, id)).toBe('cancelled');
      expect(await stockOf(server.app, p3)).toBe(before);
      expect((await job('order_auto_cancel', id)).attempts).toBe(1);
    } finally {
      // The shared database is the first server's: the second's close() leaves it.
      await second.close();
    }
  });
});

describe('auto-receive and auto-complete', () => {
  it('receives 10 days after shipping, completes 7 days later and settles the merchant', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const id = await unpaidOrder(s);
    await postAs(server, s, '/api/order/pay', { order_id: id, paypwd: '123456' });
    const ship = await server.request('/api/admin/order/ship', {
      method: 'POST',
      headers: { token: adminToken, 'Idempotency-Key': randomUUID() },
      json: { id, company: 'Kerry', number: 'K1' },
    });
    expect(ship.body.code).toBe(1);
    const order = await server.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const payable = await balanceOf(server.app.db, { kind: 'merchant_payable', ownerId: order.shop_id });

    await run(order.shiptime! + 10 * DAY - 1);
    expect(await statusOf(server.app, id)).toBe('delivered');
    const receivedAt = order.shiptime! + 10 * DAY;
    await run(receivedAt);
    expect(await statusOf(server.app, id)).toBe('received');
    expect((await job('order_auto_complete', id)).run_at).toBe(receivedAt + 7 * DAY);

    await run(receivedAt + 7 * DAY - 1);
    expect(await statusOf(server.app, id)).toBe('received');
    await run(receivedAt + 7 * DAY);
    expect(await statusOf(server.app, id)).toBe('completed');
    expect(await balanceOf(server.app.db, { kind: 'merchant_payable', ownerId: order.shop_id })).toBe(
      payable + splitFee(order.total, DEFAULT_COMMISSION_BP).actual,
    );
    await expectLedgerOk(server.app);
  });
});

describe('timers during a refund', () => {
  it('wait while a refund is open and act once the order is back', async () => {
    const s = await createShopper(server.app, { balanceCents: 10_000 });
    const id = await unpaidOrder(s);
    await postAs(server, s, '/api/order/pay', { order_id: id, paypwd: '123456' });
    await server.request('/api/admin/order/ship', {
      method: 'POST',
      headers: { token: adminToken },
      json: { id, company: 'Kerry', number: 'K2' },
    });
    await server.app.db.transaction().execute((trx) => transition(trx, id, 'apply_refund'));
    const due = (await job('order_auto_receive', id)).run_at;
    await run(due);
    expect(await statusOf(server.app, id)).toBe('refunding');
    expect(await job('order_auto_receive', id)).toMatchObject({ status: 'pending', run_at: due + DAY });

    await server.app.db.transaction().execute((trx) => transition(trx, id, 'refund_withdrawn'));
    expect(await statusOf(server.app, id)).toBe('delivered');
    await run(due + DAY);
    expect(await statusOf(server.app, id)).toBe('received');
    expect((await job('order_auto_receive', id)).status).toBe('done');
  });
});

describe('the job queue', () => {
  it('retries a failing job later and gives up after 5 attempts', async () => {
    const handlers = {
      test_fail: async () => {
        throw new Error('boom');
      },
    };
    await server.app.db.transaction().execute((trx) => scheduleJob(trx, 'test_fail', 'x', 100));
    let now = 100;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await runDueJobs(server.app.db, handlers, { now, worker: 'w' });
      const row = await job('test_fail', 'x');
      expect(row).toMatchObject({ attempts: attempt, last_error: 'boom', locked_by: null });
      expect(row.status).toBe(attempt < 5 ? 'pending' : 'failed');
      // Not again before the retry delay.
      expect(await runDueJobs(server.app.db, handlers, { now: now + 1, worker: 'w' })).toBe(0);
      now += 61;
    }
  });

  it('takes over a job whose worker died once its lease has run out', async () => {
    const seen: string[] = [];
    const handlers = { test_ok: async (_trx: unknown, ref: string) => void seen.push(ref) };
    await server.app.db.transaction().execute((trx) => scheduleJob(trx, 'test_ok', 'lease', 100));
    await server.app.db
      .updateTable('jobs')
      .set({ locked_by: 'dead', locked_until: 500 })
      .where('kind', '=', 'test_ok')
      .execute();
    expect(await runDueJobs(server.app.db, handlers, { now: 499, worker: 'w' })).toBe(0);
    expect(await runDueJobs(server.app.db, handlers, { now: 501, worker: 'w' })).toBe(1);
    expect(seen).toEqual(['lease']);
    expect(await runDueJobs(server.app.db, handlers, { now: 9_999, worker: 'w' })).toBe(0);
  });

  it('the scheduler polls with its clock and stops cleanly', async () => {
    const seen: string[] = [];
    const handlers = { test_tick: async (_trx: unknown, ref: string) => void seen.push(ref) };
    await server.app.db.transaction().execute((trx) => scheduleJob(trx, 'test_tick', 't', 1_000));
    let clock = 999;
    const scheduler = startScheduler({
      db: server.app.db,
      handlers,
      intervalMs: 60_000,
      log: server.app.log,
      clock: () => clock,
    });
    expect(await scheduler.tick()).toBe(0);
    clock = 1_000;
    expect(await scheduler.tick()).toBe(1);
    await scheduler.stop();
    expect(seen).toEqual(['t']);
  });
});
