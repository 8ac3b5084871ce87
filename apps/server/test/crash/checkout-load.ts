// The rolling-restart scenario's load: autocannon connections that each, in a loop, read the product list,
// create an order and pay it, the money calls with Idempotency-Keys. A shopper is held by one connection for
// one loop (payment-code checks reserve one of a shopper's five tries each), and what was acknowledged is kept.
import autocannon, { type Result } from 'autocannon';
import type { TestShopper } from '../helpers/shoppers';

export interface LoadShopper extends TestShopper {
  addressId: number;
}

/** What the load saw: answers by call and status, and the orders and payments acknowledged (code 1). */
export interface LoadRecord {
  statuses: Map<string, number>;
  /** Answers with code 0 (refused), by call and message. */
  refusals: Map<string, number>;
  /** order id → the shopper that created it, for each order/create answered code 1. */
  created: Map<number, number>;
  /** Order ids whose order/pay answered code 1. */
  paid: Set<number>;
}

type Answer = { code?: number; msg?: string; data?: { order_ids?: number[]; pay_sn?: string } };

const parse = (body: string): Answer => {
  try {
    return JSON.parse(body) as Answer;
  } catch {
    return {};
  }
};

export interface CheckoutLoad {
  record: LoadRecord;
  /** Ends the load (requests in flight are not waited for) and answers autocannon's totals. */
  stop(): Promise<Result>;
}

export function startCheckoutLoad(url: string, shoppers: LoadShopper[], product: number): CheckoutLoad {
  const record: LoadRecord = { statuses: new Map(), refusals: new Map(), created: new Map(), paid: new Set() };
  const free = [...shoppers];
  let sequence = 0;
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const seen = (call: string, status: number, answer: Answer) => {
    count(record.statuses, `${call} ${status}`);
    if (status === 200 && answer.code !== 1) count(record.refusals, `${call}: ${answer.msg}`);
  };
  const post = (path: string, shopper: LoadShopper, key: string, body: object) => ({
    method: 'POST',
    path,
    headers: { token: shopper.token, 'idempotency-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  type Context = { shopper?: LoadShopper; orderId?: number; paySn?: string };
  const release = (context: Context) => {
    if (context.shopper) free.push(context.shopper);
    context.shopper = undefined;
  };

  let finished: (outcome: { err: Error | null; result: Result }) => void = () => undefined;
  const outcome = new Promise<{ err: Error | null; result: Result }>((resolve) => (finished = resolve));
  const instance = autocannon(
    {
      url,
      connections: shoppers.length,
      // Stopped by the scenario once the restarted instance has served; this is only a bound.
      duration: 60,
      requests: [
        {
          method: 'GET',
          path: '/api/index/product?sort=sales&limit=20',
          onResponse: (status, body) => seen('product list', status, parse(body)),
        },
        {
          setupRequest: (request, context: Context) => {
            context.shopper = free.shift();
            if (!context.shopper) return null;
            const key = `load-create-${context.shopper.id}-${(sequence += 1)}`;
            const body = { items: [{ product_id: product, quantity: 1 }], address_id: context.shopper.addressId };
            return { ...request, ...post('/api/order/create', context.shopper, key, body) };
          },
          onResponse: (status, body, context: Context) => {
            const answer = parse(body);
            seen('order/create', status, answer);
            const orderId = answer.code === 1 ? answer.data?.order_ids?.[0] : undefined;
            if (orderId === undefined || !context.shopper) return release(context);
            record.created.set(orderId, context.shopper.id);
            context.orderId = orderId;
            context.paySn = answer.data!.pay_sn;
          },
        },
        {
          setupRequest: (request, context: Context) => {
            if (!context.shopper || context.orderId === undefined) return null;
            const body = { pay_sn: context.paySn, paypwd: context.shopper.payPassword };
            return { ...request, ...post('/api/order/pay', context.shopper, `load-pay-${context.orderId}`, body) };
          },
          onResponse: (status, body, context: Context) => {
            const answer = parse(body);
            seen('order/pay', status, answer);
            if (answer.code === 1 && context.orderId !== undefined) record.paid.add(context.orderId);
            release(context);
          },
        },
      ],
    },
    (err, result) => finished({ err, result }),
  );
  return {
    record,
    async stop() {
      instance.stop();
      const { err, result } = await outcome;
      if (err) throw err;
      return result;
    },
  };
}
