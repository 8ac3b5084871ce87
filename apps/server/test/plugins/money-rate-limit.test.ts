import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  MONEY_RATE_LIMIT_DEFAULTS,
  STATEMENT_RATE_LIMIT_DEFAULTS,
  UPLOAD_RATE_LIMIT_DEFAULTS,
  type MoneyRateLimit,
} from '../../src/plugins/money-rate-limit';
import { addAddress, placeOrder, productId, statusOf } from '../helpers/orders';
import { createShopper, type TestShopper } from '../helpers/shoppers';
import { TEST_DB, startServer, type TestServer } from '../helpers/test-server';

/** The calls that move money or guard it (placing an order holds stock); each declares `callLimit: 'money'`. */
const MONEY_CALLS = [
  'POST /api/order/create',
  'POST /api/order/pay',
  'POST /api/user/extract',
  'POST /api/user/recharge',
  'POST /api/order/refund',
  'POST /api/user/resetPay',
] as const;
type MoneyCall = (typeof MONEY_CALLS)[number];

/** A body each call accepts as valid and then refuses (code 0) without moving money. */
const BODIES: Record<MoneyCall, unknown> = {
  'POST /api/order/create': { items: [{ product_id: 999_999, quantity: 1 }], address_id: 999_999 },
  'POST /api/order/pay': { order_id: 999_999, paypwd: '123456' },
  'POST /api/user/extract': {
    type: 'bank',
    amount: '0.01',
    paypwd: '123456',
    bank_card_no: '1',
    bank_name: 'B',
    account_name: 'A',
  },
  'POST /api/user/recharge': { type: 'manual', amount: '5.00', image: '/uploads/none/x.png', address: 'card' },
  'POST /api/order/refund': {
    order_id: 999_999,
    product_ids: [1],
    type: 'refund_only',
    amount: '1.00',
    goods_status: 'not_received',
    reason: 'Late',
    explain: 'Never came',
    images: [],
  },
  'POST /api/user/resetPay': { paypwd: '12' },
};

let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `198.51.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
};

/** One money call as `shopper` from client address `ip` (the servers trust X-Forwarded-For). */
function call(server: TestServer, name: MoneyCall, shopper: TestShopper, ip: string, body = BODIES[name]) {
  return server.request(name.slice('POST '.length), {
    method: 'POST',
    headers: { token: shopper.token, 'x-forwarded-for': ip, 'accept-language': 'ja', 'Idempotency-Key': randomUUID() },
    json: body,
  });
}

// Not an image, so refused after being counted: the limit comes before the upload is read.
function uploadTo(server: TestServer, shopper: TestShopper, ip: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'x.bin');
  return server.request('/api/common/upload', {
    method: 'POST',
    body: form,
    headers: { token: shopper.token, 'x-forwarded-for': ip, 'accept-language': 'ja' },
  });
}

const LIMITED_JA = 'リクエストが多すぎます。しばらくしてから再度お試しください。';

async function expectPassed(res: Awaited<ReturnType<typeof call>>) {
  expect(res.status, res.text).toBe(200);
  expect(res.body.code, res.text).not.toBe(429);
}

function expectLimited(res: Awaited<ReturnType<typeof call>>, windowSeconds: number) {
  expect(res.status, res.text).toBe(429);
  expect(res.body).toMatchObject({ code: 429, msg: LIMITED_JA, data: null });
  expect(Number(res.headers.get('retry-after'))).toBe(windowSeconds);
}

describe('settings', () => {
  it('default to per account and per address limits, read from the environment', () => {
    expect(loadConfig({}).moneyRateLimit).toEqual(MONEY_RATE_LIMIT_DEFAULTS);
    expect(MONEY_RATE_LIMIT_DEFAULTS.perAccount).toBeGreaterThan(0);
    // Per address a flood guard for a carrier NAT: many shoppers at their own full allowance.
    expect(MONEY_RATE_LIMIT_DEFAULTS.perAddress).toBeGreaterThanOrEqual(25 * MONEY_RATE_LIMIT_DEFAULTS.perAccount);
    expect(UPLOAD_RATE_LIMIT_DEFAULTS.perAddress).toBeGreaterThanOrEqual(10 * UPLOAD_RATE_LIMIT_DEFAULTS.perAccount);
    const env = { MONEY_RATE_LIMIT_ACCOUNT: '0', MONEY_RATE_LIMIT_ADDRESS: '7', MONEY_RATE_LIMIT_WINDOW: '30' };
    expect(loadConfig(env).moneyRateLimit).toEqual({ perAccount: 0, perAddress: 7, windowSeconds: 30 });
    expect(() => loadConfig({ MONEY_RATE_LIMIT_ACCOUNT: 'many' })).toThrow(/MONEY_RATE_LIMIT_ACCOUNT/);
    expect(() => loadConfig({ MONEY_RATE_LIMIT_WINDOW: '0' })).toThrow(/MONEY_RATE_LIMIT_WINDOW/);
    expect(loadConfig({}).uploadRateLimit).toEqual(UPLOAD_RATE_LIMIT_DEFAULTS);
    expect(loadConfig({ UPLOAD_RATE_LIMIT_ADDRESS: '0' }).uploadRateLimit.perAddress).toBe(0);
    expect(loadConfig({}).statementRateLimit).toEqual(STATEMENT_RATE_LIMIT_DEFAULTS);
    expect(STATEMENT_RATE_LIMIT_DEFAULTS.perAddress).toBeGreaterThanOrEqual(
      10 * STATEMENT_RATE_LIMIT_DEFAULTS.perAccount,
    );
    expect(loadConfig({ STATEMENT_RATE_LIMIT_ACCOUNT: '2' }).statementRateLimit.perAccount).toBe(2);
    expect(() => loadConfig({ STATEMENT_RATE_LIMIT_WINDOW: 'soon' })).toThrow(/STATEMENT_RATE_LIMIT_WINDOW/);
  });
});

describe('money calls on one instance', () => {
  const limits: MoneyRateLimit = { perAccount: 3, perAddress: 5, windowSeconds: 60 };
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { trustProxy: true, moneyRateLimit: limits } });
  });
  afterAll(() => server.close());

  it('are the routes that declare the money limit, and uploads the upload limit', () => {
    const declared = [...server.app.callLimits];
    expect(declared.filter(([, group]) => group === 'money').map(([name]) => name)).toEqual(
      expect.arrayContaining([...MONEY_CALLS]),
    );
    expect(declared.filter(([, group]) => group === 'money')).toHaveLength(MONEY_CALLS.length);
    expect(declared.filter(([, group]) => group === 'upload')).toEqual([['POST /api/common/upload', 'upload']]);
    // Fastify adds HEAD beside GET, with the same config.
    expect(declared.filter(([, group]) => group === 'statement')).toEqual([
      ['GET /api/user/bill_export', 'statement'],
      ['HEAD /api/user/bill_export', 'statement'],
    ]);
  });

  it.each(MONEY_CALLS)('%s: an account is limited from any address, another account is not', async (name) => {
    const [a, b] = await Promise.all([createShopper(server.app), createShopper(server.app)]);
    for (let i = 0; i < limits.perAccount; i += 1) await expectPassed(await call(server, name, a, nextIp()));
    expectLimited(await call(server, name, a, nextIp()), limits.windowSeconds);
    await expectPassed(await call(server, name, b, nextIp()));
  });

  it.each(MONEY_CALLS)('%s: an address is limited across accounts, another address is not', async (name) => {
    const ip = nextIp();
    for (let i = 0; i < limits.perAddress; i += 1) {
      await expectPassed(await call(server, name, await createShopper(server.app), ip));
    }
    const shopper = await createShopper(server.app);
    expectLimited(await call(server, name, shopper, ip), limits.windowSeconds);
    await expectPassed(await call(server, name, shopper, nextIp()));
  });

  it('counts each money call on its own', async () => {
    const a = await createShopper(server.app);
    for (let i = 0; i < limits.perAccount; i += 1) await call(server, 'POST /api/order/pay', a, nextIp());
    expectLimited(await call(server, 'POST /api/order/pay', a, nextIp()), limits.windowSeconds);
    await expectPassed(await call(server, 'POST /api/user/extract', a, nextIp()));
  });

  it('a limited payment pays nothing and moves no money', async () => {
    const a = await createShopper(server.app, { balanceCents: 100_00 });
    const order = await placeOrder(
      server,
      a,
      [{ product_id: await productId(server.app, 2), quantity: 1 }],
      await addAddress(server.app, a.id),
    );
    for (let i = 0; i < limits.perAccount; i += 1) await call(server, 'POST /api/order/pay', a, nextIp());
    const pay = { pay_sn: order.pay_sn, paypwd: a.payPassword };
    expectLimited(await call(server, 'POST /api/order/pay', a, nextIp(), pay), limits.windowSeconds);
    expect(await statusOf(server.app, order.order_ids[0]!)).toBe('waiting_pay');
    const wallet = await server.request('/api/user/extract', { headers: { token: a.token } });
    expect(wallet.body.data.money).toBe('100.00');
  });

  it('leaves other calls alone', async () => {
    const a = await createShopper(server.app);
    const ip = nextIp();
    for (let i = 0; i < limits.perAddress + 2; i += 1) {
      const res = await server.request('/api/cart/list', { headers: { token: a.token, 'x-forwarded-for': ip } });
      expect(res.status).toBe(200);
    }
  });
});

describe('uploads', () => {
  const limits: MoneyRateLimit = { perAccount: 2, perAddress: 3, windowSeconds: 60 };
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { trustProxy: true, uploadRateLimit: limits } });
  });
  afterAll(() => server.close());

  const upload = (shopper: TestShopper, ip: string) => uploadTo(server, shopper, ip);

  it('are limited per account and per address', async () => {
    const a = await createShopper(server.app);
    for (let i = 0; i < limits.perAccount; i += 1) await expectPassed(await upload(a, nextIp()));
    expectLimited(await upload(a, nextIp()), limits.windowSeconds);
    const ip = nextIp();
    for (let i = 0; i < limits.perAddress; i += 1)
      await expectPassed(await upload(await createShopper(server.app), ip));
    expectLimited(await upload(await createShopper(server.app), ip), limits.windowSeconds);
  });
});

describe('statements (user/bill_export)', () => {
  const limits: MoneyRateLimit = { perAccount: 2, perAddress: 3, windowSeconds: 60 };
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { trustProxy: true, statementRateLimit: limits } });
  });
  afterAll(() => server.close());

  // A PDF statement is costly to draw; the limit counts CSV and PDF alike, before the statement is built.
  const exportAs = (shopper: TestShopper, ip: string, format: 'csv' | 'pdf') =>
    server.request(`/api/user/bill_export?format=${format}`, {
      headers: { token: shopper.token, 'x-forwarded-for': ip, 'accept-language': 'ja' },
    });

  it('are limited per account from any address, in the caller’s language, and another account is not', async () => {
    const [a, b] = await Promise.all([createShopper(server.app), createShopper(server.app)]);
    const first = await exportAs(a, nextIp(), 'csv');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await exportAs(a, nextIp(), 'pdf')).headers.get('content-type')).toBe('application/pdf');
    const limited = await exportAs(a, nextIp(), 'pdf');
    expectLimited(limited, limits.windowSeconds);
    expect(limited.headers.get('content-disposition')).toBeNull();
    expect((await exportAs(b, nextIp(), 'csv')).status).toBe(200);
  });

  it('are limited per address across accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < limits.perAddress; i += 1)
      expect((await exportAs(await createShopper(server.app), ip, 'csv')).status).toBe(200);
    const shopper = await createShopper(server.app);
    expectLimited(await exportAs(shopper, ip, 'csv'), limits.windowSeconds);
    expect((await exportAs(shopper, nextIp(), 'csv')).status).toBe(200);
  });

  it('leave the money calls their own count', async () => {
    const a = await createShopper(server.app);
    for (let i = 0; i < limits.perAccount; i += 1) await exportAs(a, nextIp(), 'csv');
    expectLimited(await exportAs(a, nextIp(), 'csv'), limits.windowSeconds);
    await expectPassed(await call(server, 'POST /api/user/resetPay', a, nextIp()));
  });
});

describe('the default limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      config: {
        trustProxy: true,
        moneyRateLimit: MONEY_RATE_LIMIT_DEFAULTS,
        uploadRateLimit: UPLOAD_RATE_LIMIT_DEFAULTS,
      },
    });
  });
  afterAll(() => server.close());

  it(`refuse a payment-code change past ${MONEY_RATE_LIMIT_DEFAULTS.perAccount} a window per account`, async () => {
    const a = await createShopper(server.app);
    for (let i = 0; i < MONEY_RATE_LIMIT_DEFAULTS.perAccount; i += 1) {
      await expectPassed(await call(server, 'POST /api/user/resetPay', a, nextIp()));
    }
    expectLimited(await call(server, 'POST /api/user/resetPay', a, nextIp()), MONEY_RATE_LIMIT_DEFAULTS.windowSeconds);
  });

  it('let many shoppers behind one carrier address each make every call their account allows', async () => {
    const ip = nextIp();
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => createShopper(server.app)));
    for (const shopper of shoppers) {
      for (let i = 0; i < MONEY_RATE_LIMIT_DEFAULTS.perAccount; i += 1) {
        await expectPassed(await call(server, 'POST /api/user/resetPay', shopper, ip));
      }
    }
    for (const shopper of shoppers.slice(0, 5)) {
      for (let i = 0; i < UPLOAD_RATE_LIMIT_DEFAULTS.perAccount; i += 1) {
        await expectPassed(await uploadTo(server, shopper, ip));
      }
    }
  });
});

describe('two instances sharing one Redis and one database', () => {
  const limits: MoneyRateLimit = { perAccount: 3, perAddress: 4, windowSeconds: 60 };
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    // Counters of this file only, whichever other tests use the same Redis.
    const shared = {
      trustProxy: true,
      moneyRateLimit: limits,
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      redisPrefix: `bazaar-test:rate:${process.pid}:${randomUUID()}:`,
      // Instances of one database share the payment-code secret (docs/operations.md#several-instances).
      payCodeSecrets: { secret: randomUUID() + randomUUID(), previous: [] },
    };
    first = await startServer({ config: shared });
    second = await startServer({
      config: {
        ...shared,
        ...(TEST_DB === 'postgres' ? { pgSchema: first.config.pgSchema } : { dataDir: first.config.dataDir }),
      },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('count an account together', async () => {
    const a = await createShopper(first.app);
    const name = 'POST /api/order/pay';
    await expectPassed(await call(first, name, a, nextIp()));
    await expectPassed(await call(second, name, a, nextIp()));
    await expectPassed(await call(first, name, a, nextIp()));
    expectLimited(await call(second, name, a, nextIp()), limits.windowSeconds);
    expectLimited(await call(first, name, a, nextIp()), limits.windowSeconds);
  });

  it('count an address together', async () => {
    const ip = nextIp();
    const name = 'POST /api/user/extract';
    for (let i = 0; i < limits.perAddress; i += 1) {
      await expectPassed(await call(i % 2 ? second : first, name, await createShopper(first.app), ip));
    }
    const shopper = await createShopper(second.app);
    expectLimited(await call(first, name, shopper, ip), limits.windowSeconds);
    expectLimited(await call(second, name, shopper, ip), limits.windowSeconds);
  });
});
