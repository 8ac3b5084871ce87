import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrometheusFamily } from 'parse-prometheus-text-format';
import { placeTwoShopBatch, postAs, productId } from '../helpers/orders';
import { parseScrape, sampleValue } from '../helpers/prometheus-text';
import { createShopper } from '../helpers/shoppers';
import { startServer, TEST_DB, type TestServer } from '../helpers/test-server';
import { ownUpload, networkIdOf, TRON_ADDRESS } from '../helpers/wallet';

// The scrape as Prometheus reads it, and its counters moving with the calls that should move them
// (metrics.test.ts covers the token, the port and the per-app registry).
const TOKEN = 'metrics-scrape-token-71c2';

describe(`GET /metrics read by Prometheus' text parser (${TEST_DB})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const answer = await server.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    return parseScrape(answer.text);
  };
  /** How much each series moved between two scrapes. */
  const moved =
    (before: PrometheusFamily[], after: PrometheusFamily[]) =>
    (name: string, labels = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
  const requests = (route: string, status: number, method = 'GET') => ({ method, route, status: String(status) });
  const money = (action: string, outcome: 'done' | 'refused') => ({ action, outcome });

  it('parses whole, each series with the type it is used as', async () => {
    await server.request('/api/health');
    const families = await scrape();
    const typeOf = (name: string) => families.find((f) => f.name === name)?.type;
    expect(typeOf('bazaar_http_requests_total')).toBe('COUNTER');
    expect(typeOf('bazaar_http_request_duration_seconds')).toBe('HISTOGRAM');
    expect(typeOf('bazaar_db_query_duration_seconds')).toBe('HISTOGRAM');
    expect(typeOf('bazaar_money_actions_total')).toBe('COUNTER');
    expect(typeOf('bazaar_orders_created_total')).toBe('COUNTER');
    expect(typeOf('bazaar_db_connections')).toBe('GAUGE');
    expect(typeOf('bazaar_nodejs_eventloop_lag_seconds')).toBe('GAUGE');
    // One family per name: a name written twice is refused by Prometheus.
    const names = families.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(sampleValue(families, 'bazaar_http_requests_total', requests('/api/health', 200))).toBeGreaterThan(0);
  });

  it('counts requests by route pattern and status', async () => {
    const product = await productId(server.app, 2);
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await server.request('/api/health')).status).toBe(200);
    for (const id of [product, product])
      expect((await server.request(`/api/product/detail?id=${id}`)).status).toBe(200);
    expect((await server.request('/api/no-such-call')).status).toBe(404);
    const delta = moved(before, await scrape());
    expect(delta('bazaar_http_requests_total', requests('/api/health', 200))).toBe(3);
    expect(delta('bazaar_http_requests_total', requests('/api/product/detail', 200))).toBe(2);
    expect(delta('bazaar_http_requests_total', requests('unmatched', 404))).toBe(1);
    // The scrape before is answered, then counted: it is the one /metrics request between the two.
    expect(delta('bazaar_http_requests_total', requests('/metrics', 200))).toBe(1);
  });

  it('counts orders created, payments done and a payment refused for a wrong code, once each', async () => {
    const shopper = await createShopper(server.app, { balanceCents: 10_000 });
    const before = await scrape();
    const batch = await placeTwoShopBatch(server, shopper);
    const wrong = await postAs(server, shopper, '/api/order/pay', { pay_sn: batch.pay_sn, paypwd: '000000' });
    expect(wrong.body.code).not.toBe(1);
    const body = { pay_sn: batch.pay_sn, paypwd: shopper.payPassword };
    const paid = await postAs(server, shopper, '/api/order/pay', body, 'pay-once');
    expect(paid.body.code).toBe(1);
    // A retry with the same key replays the answer: nothing moves again.
    expect((await postAs(server, shopper, '/api/order/pay', body, 'pay-once')).body).toEqual(paid.body);
    const delta = moved(before, await scrape());
    expect(delta('bazaar_orders_created_total')).toBe(2);
    expect(delta('bazaar_money_actions_total', money('order_create', 'done'))).toBe(1);
    expect(delta('bazaar_money_actions_total', money('order_pay', 'refused'))).toBe(1);
    expect(delta('bazaar_money_actions_total', money('order_pay', 'done'))).toBe(1);
    expect(delta('bazaar_http_requests_total', requests('/api/order/pay', 200, 'POST'))).toBe(3);
  });

  it('counts top-ups and withdrawals', async () => {
    const shopper = await createShopper(server.app, { balanceCents: 5_000 });
    const trc20 = await networkIdOf(server.app, 'TRC20');
    const image = await ownUpload(server.app, shopper.id);
    const withdrawal = {
      type: 'bank',
      amount: '20',
      paypwd: shopper.payPassword,
      bank_card_no: '622200001114',
      bank_name: 'Bank',
      account_name: 'Name',
    };
    const before = await scrape();
    const topUp = { type: 'chain', amount: '100', image, network_id: trc20, address: TRON_ADDRESS };
    expect((await postAs(server, shopper, '/api/user/recharge', topUp)).body.code).toBe(1);
    expect((await postAs(server, shopper, '/api/user/extract', withdrawal)).body.code).toBe(1);
    const delta = moved(before, await scrape());
    expect(delta('bazaar_money_actions_total', money('top_up', 'done'))).toBe(1);
    expect(delta('bazaar_money_actions_total', money('withdrawal', 'done'))).toBe(1);
    // No order call ran: their series stand still.
    expect(delta('bazaar_orders_created_total')).toBe(0);
    expect(delta('bazaar_money_actions_total', money('order_pay', 'done'))).toBe(0);
  });

  it('refuses a scrape Prometheus could not read', () => {
    // The check itself can fail: a sample line the parser skips or refuses is an error, not a silent gap.
    expect(() => parseScrape('# TYPE x counter\nx{a="1" 2\n')).toThrow();
    expect(() => parseScrape('# TYPE x counter\nx{a="1"} 1\nx{a="1"} 2\n')).toThrow();
    expect(() => parseScrape('# TYPE x counter\nx 1\n')).not.toThrow();
  });
});
