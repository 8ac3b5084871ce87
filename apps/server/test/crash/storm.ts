import type { App } from '../../src/app-types';
import type { Db } from '../../src/db';
import type { PayCodes } from '../../src/lib/pay-code';
import { nowSeconds } from '../../src/lib/time';
import { createShopper, type TestShopper } from '../helpers/shoppers';

export const START_BALANCE = 1_000_000; // 10 000.00: every operation of the storm is affordable
export const WITHDRAWAL_CENTS = 2_000;

/** The answer of one request, or why none came (the server died or the connection broke). */
export type Outcome = { code: number; msg: string; data: unknown } | { error: string };

/** One money call of the storm, sent with the same Idempotency-Key every time. */
export interface Op {
  kind: 'pay' | 'withdrawal' | 'refund';
  shopper: TestShopper;
  path: string;
  body: Record<string, unknown>;
  key: string;
  orderId?: number;
  /** The code-1 answer received before the fault, if any: the operation was acknowledged. */
  acked?: Outcome;
  /** The answer after the fault, to the retry with the same key. */
  retried?: Outcome;
}

export const isOk = (o: Outcome | undefined): o is { code: 1; msg: string; data: unknown } =>
  !!o && 'code' in o && o.code === 1;

export async function send(url: string, op: Op): Promise<Outcome> {
  try {
    const res = await fetch(url + op.path, {
      method: 'POST',
      headers: { token: op.shopper.token, 'Idempotency-Key': op.key, 'content-type': 'application/json' },
      body: JSON.stringify(op.body),
    });
    const text = await res.text();
    try {
      return JSON.parse(text) as Outcome;
    } catch {
      return { error: `HTTP ${res.status}: ${text.slice(0, 200)}` };
    }
  } catch (err) {
    return { error: String(err) };
  }
}

/** A product without specs, with stock for every order of the run. */
export async function plainProduct(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('status', '=', 'on')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('product_skus').select('id').whereRef('product_id', '=', 'products.id'))),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('products').set({ stock: 1_000_000 }).where('id', '=', row.id).execute();
  return row.id;
}

/**
 * Shoppers with a balance (a ledger deposit) and orders placed through the API: `unpaid` stay
 * waiting for the storm's payments, `paid` are paid now so that the storm can ask refunds.
 */
export async function prepare(
  url: string,
  db: Db,
  payCodes: PayCodes,
  counts: { shoppers: number; unpaid: number; paid: number; withdrawals: number },
): Promise<Op[]> {
  const product = await plainProduct(db);
  const ops: Op[] = [];
  for (let n = 0; n < counts.shoppers; n++) {
    // createShopper only reads app.db and app.payCodes: the script works on the server's database from outside.
    const shopper = await createShopper({ db, payCodes } as unknown as App, { balanceCents: START_BALANCE });
    const now = nowSeconds();
    const address = await db
      .insertInto('addresses')
      .values({
        user_id: shopper.id,
        name: 'Crash Test',
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
    const call = (path: string, body: Record<string, unknown>, key: string) =>
      send(url, { kind: 'pay', shopper, path, body, key });
    const orderIds: number[] = [];
    for (let i = 0; i < counts.unpaid + counts.paid; i++) {
      const created = await call(
        '/api/order/create',
        { items: [{ product_id: product, quantity: 1 }], address_id: address.id },
        `create-${shopper.id}-${i}`,
      );
      if (!isOk(created)) throw new Error(`order/create: ${JSON.stringify(created)}`);
      orderIds.push((created.data as { order_ids: number[] }).order_ids[0]!);
    }
    for (const orderId of orderIds.slice(counts.unpaid)) {
      const paid = await call(
        '/api/order/pay',
        { order_id: orderId, paypwd: shopper.payPassword },
        `prepay-${orderId}`,
      );
      if (!isOk(paid)) throw new Error(`order/pay: ${JSON.stringify(paid)}`);
      const image = `/uploads/crash/${orderId}.png`;
      await db
        .insertInto('uploads')
        .values({ url: image, path: image, mime: 'image/png', size: 10, user_id: shopper.id, createtime: now })
        .execute();
      ops.push({
        kind: 'refund',
        shopper,
        orderId,
        path: '/api/order/refund',
        key: `refund-${orderId}`,
        body: {
          order_id: orderId,
          product_ids: [product],
          // Unshipped: a refund of the whole item, its amount set by the server.
          type: 'refund_only',
          goods_status: 'not_received',
          reason: 'Crash test',
          explain: 'Asked during the storm',
          images: [image],
        },
      });
    }
    for (const orderId of orderIds.slice(0, counts.unpaid)) {
      ops.push({
        kind: 'pay',
        shopper,
        orderId,
        path: '/api/order/pay',
        key: `pay-${orderId}`,
        body: { order_id: orderId, paypwd: shopper.payPassword },
      });
    }
    for (let i = 0; i < counts.withdrawals; i++) {
      ops.push({
        kind: 'withdrawal',
        shopper,
        path: '/api/user/extract',
        key: `extract-${shopper.id}-${i}`,
        body: {
          type: 'bank',
          amount: (WITHDRAWAL_CENTS / 100).toFixed(2),
          paypwd: shopper.payPassword,
          bank_card_no: '6222 0000 1114',
          bank_name: 'Test Bank',
          account_name: 'Crash Test',
        },
      });
    }
  }
  // Round-robin over shoppers and kinds, so that the fault lands among all of them and few
  // requests of one shopper run at once: payment-code checks reserve one of 5 tries each.
  const kindsMixed = roundRobin(ops, (op) => op.kind).flat();
  return roundRobin(kindsMixed, (op) => op.shopper.id).flat();
}

/** Groups by key, then takes one of each group in turn: [[a1, b1], [a2, b2], …]. */
function roundRobin<T>(items: T[], keyOf: (item: T) => unknown): T[][] {
  const groups = new Map<unknown, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  const rounds: T[][] = [];
  for (const group of groups.values()) group.forEach((item, i) => (rounds[i] ??= []).push(item));
  return rounds;
}

/**
 * Fires every operation, `parallel` at a time; once `faultAfter` of them are acknowledged it
 * runs `fault` (kill the server, cut its database connections) and lets the rest fail or pass.
 */
export async function storm(url: string, ops: Op[], parallel: number, faultAfter: number, fault: () => Promise<void>) {
  let next = 0;
  let acked = 0;
  let faulted: Promise<void> | undefined;
  const worker = async () => {
    while (next < ops.length) {
      const op = ops[next++]!;
      const outcome = await send(url, op);
      if (isOk(outcome)) {
        op.acked = outcome;
        acked += 1;
      }
      if (acked >= faultAfter && !faulted) faulted = fault();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  await (faulted ?? fault());
}

/** Sends every operation again with its own key; returns the answers in order. */
export async function retryAll(url: string, ops: Op[], parallel: number): Promise<Outcome[]> {
  const answers: Outcome[] = new Array<Outcome>(ops.length);
  let next = 0;
  const worker = async () => {
    while (next < ops.length) {
      const i = next++;
      answers[i] = await send(url, ops[i]!);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return answers;
}
