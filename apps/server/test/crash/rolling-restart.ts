// A rolling restart under load: two server processes on one PostgreSQL schema and Redis behind a small
// balancer (retrying-proxy.ts), autocannon reading the product list and creating and paying orders through it
// (checkout-load.ts). Mid-run instance A, then B, gets SIGTERM: each must finish what it holds and exit 0, is
// started again and serves before the load stops. Two kinds of promise, told apart in the result:
//   money    every acknowledged order exists once, every acknowledged payment is paid once, the ledger holds and
//            each shopper's balance is what their payments imply;
//   service  no 5xx, error, timeout or refusal reaches a shopper, each instance exits 0 and serves again.
import type { App } from '../../src/app-types';
import type { Db } from '../../src/db';
import type { PayCodes } from '../../src/lib/pay-code';
import { nowSeconds } from '../../src/lib/time';
import { checkLedger, userBalances } from '../../src/modules/ledger';
import { createShopper } from '../helpers/shoppers';
import { startCheckoutLoad, type LoadRecord, type LoadShopper } from './checkout-load';
import { startRetryingProxy } from './retrying-proxy';
import { startServerProcess, type DbTarget } from './server-process';
import { plainProduct } from './storm';

const SHOPPERS = 6;
/** 1,000,000.00: every order of the run is affordable. */
const BALANCE = 100_000_000;
/** Load before the SIGTERM, and answers the restarted instance must give before the load stops. */
const LOAD_BEFORE_STOP_MS = 2_000;
const SERVED_AFTER_RESTART = 20;
/** A's readiness turns 503 this long before it stops accepting: the proxy's probes see it first. */
const DRAIN_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadShopper(db: Db, payCodes: PayCodes): Promise<LoadShopper> {
  // createShopper only reads app.db and app.payCodes: the script works on the server's database from outside.
  const shopper = await createShopper({ db, payCodes } as unknown as App, { balanceCents: BALANCE });
  const now = nowSeconds();
  const { id } = await db
    .insertInto('addresses')
    .values({
      user_id: shopper.id,
      name: 'Rolling Restart',
      mobile: '13800000000',
      area: 'Bangkok',
      address: '1 Sukhumvit Rd',
      tag: 'Home',
      is_default: 1,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...shopper, addressId: id };
}

/** The database against what the load was told: each promise that does not hold, as a line. */
async function verifyCheckouts(db: Db, shoppers: LoadShopper[], record: LoadRecord): Promise<string[]> {
  const problems = (await checkLedger(db)).problems.map((p) => `ledger: ${p}`);
  const ids = shoppers.map((s) => s.id);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'status', 'total'])
    .where('user_id', 'in', ids)
    .execute();
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const [orderId, shopperId] of record.created) {
    if (byId.get(orderId)?.user_id !== shopperId) problems.push(`order ${orderId} was acknowledged and is not there`);
  }
  // Every order committed with its create's key in the same transaction: more orders than keys is a duplicate.
  const keys = await db
    .selectFrom('idempotency_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', 'in', ids)
    .where('key', 'like', 'load-create-%')
    .executeTakeFirstOrThrow();
  if (orders.length !== Number(keys.n)) problems.push(`${orders.length} orders for ${keys.n} order/create keys`);

  const payments = await db
    .selectFrom('ledger_transactions')
    .select(['ref', (eb) => eb.fn.countAll<number>().as('n')])
    .where('type', '=', 'order_pay')
    .where(
      'ref',
      'in',
      orders.map((o) => `order:${o.id}`),
    )
    .groupBy('ref')
    .execute();
  const paymentsOf = new Map(payments.map((p) => [Number(p.ref!.slice('order:'.length)), Number(p.n)]));
  for (const order of orders) {
    const n = paymentsOf.get(order.id) ?? 0;
    if (n > 1) problems.push(`order ${order.id}: ${n} payment transactions`);
    if (record.paid.has(order.id) && (n !== 1 || order.status === 'waiting_pay')) {
      problems.push(`order ${order.id}: payment acknowledged, ${n} payment transactions, status ${order.status}`);
    }
  }
  for (const id of record.paid) if (!byId.has(id)) problems.push(`order ${id}: paid and not there`);
  for (const shopper of shoppers) {
    const spent = orders
      .filter((o) => o.user_id === shopper.id && paymentsOf.has(o.id))
      .reduce((sum, o) => sum + o.total, 0);
    const balances = await userBalances(db, shopper.id);
    if (balances.money !== BALANCE - spent || balances.frozen !== 0) {
      problems.push(`shopper ${shopper.id}: ${JSON.stringify(balances)}, expected ${BALANCE - spent} available`);
    }
  }
  return problems;
}

/** What did not hold, by promise: run.ts runs the scenario again when only service promises broke. */
export interface RollingRestartProblems {
  money: string[];
  service: string[];
}

export async function rollingRestartScenario(
  target: DbTarget,
  db: Db,
  payCodes: PayCodes,
  appName: string,
): Promise<RollingRestartProblems> {
  const started = Date.now();
  const service: string[] = [];
  const product = await plainProduct(db);
  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => loadShopper(db, payCodes)));
  const shared = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `${appName}:` };
  // A drains as the systemd example does (readiness 503 first: the proxy's probes move the load away); B stops
  // accepting at once, so requests meet a refused or reset connection and the proxy sends them to A again.
  const envs = { A: { ...shared, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) }, B: shared };
  const start = (name: 'A' | 'B') => startServerProcess(target, `${appName}-${name}`, envs[name]);
  const [a, b] = await Promise.all([start('A'), start('B')]);
  const instances = { A: a, B: b };
  const proxy = await startRetryingProxy([a.url, b.url]);
  const served = (name: 'A' | 'B') => proxy.stats.answered.get(instances[name].url) ?? 0;
  const report: string[] = [];

  /** SIGTERM, a clean exit, a new process in its place, and that process answering its share. */
  const restart = async (name: 'A' | 'B') => {
    const before = served(name);
    const old = instances[name];
    await old.stop();
    const exit = { code: old.child.exitCode, signal: old.child.signalCode };
    if (exit.code !== 0) service.push(`${name} exited with ${JSON.stringify(exit)} after SIGTERM`);
    instances[name] = await start(name);
    proxy.replace(old.url, instances[name].url);
    const deadline = Date.now() + 15_000;
    while (served(name) < SERVED_AFTER_RESTART && Date.now() < deadline) await sleep(100);
    if (served(name) < SERVED_AFTER_RESTART) service.push(`the restarted ${name} answered ${served(name)} requests`);
    report.push(`${name} answered ${before} before SIGTERM and ${served(name)} after its restart`);
  };

  try {
    const load = startCheckoutLoad(proxy.url, shoppers, product);
    await sleep(LOAD_BEFORE_STOP_MS);
    await restart('A');
    await restart('B');
    const result = await load.stop();
    const { record } = load;

    const fivexx = [...record.statuses].filter(([call]) => /\s5\d\d$/.test(call));
    if (result['5xx'] || fivexx.length) service.push(`5xx answered: ${JSON.stringify(fivexx)}`);
    if (result.errors || result.timeouts) service.push(`${result.errors} errors, ${result.timeouts} timeouts`);
    if (proxy.stats.failed) service.push(`${proxy.stats.failed} requests reached no instance`);
    if (record.refusals.size) service.push(`refused: ${JSON.stringify([...record.refusals])}`);
    if (!record.paid.size) service.push('no payment was acknowledged');
    const money = await verifyCheckouts(db, shoppers, record);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `rolling-restart: ${result.requests.total} requests, ${record.created.size} orders and ${record.paid.size} payments acknowledged; ${report.join('; ')}; ${proxy.stats.retried} retried by the proxy; ${money.length} money and ${service.length} service problems (${seconds} s)`,
    );
    return { money, service };
  } finally {
    await proxy.close();
    await Promise.all([instances.A.stop(), instances.B.stop()]);
  }
}
