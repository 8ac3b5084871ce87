import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../src/lib/time';
import { placeTwoShopBatch, postAs } from '../helpers/orders';
import { createShopper } from '../helpers/shoppers';
import { startServer, TEST_DB, type TestServer } from '../helpers/test-server';

const TOKEN = 'metrics-token-3f9a1c';

/** The value of one series in Prometheus text, e.g. `bazaar_orders_created_total` or one with labels. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`GET /metrics (${TEST_DB})`, () => {
  let server: TestServer;
  let bare: TestServer;
  let shopDist: string;
  beforeAll(async () => {
    // A built shop answers unknown paths with its page: /metrics must still be a 404.
    shopDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-shop-'));
    fs.writeFileSync(path.join(shopDist, 'index.html'), '<!doctype html><title>Bazaar shop</title>');
    [server, bare] = await Promise.all([
      startServer({ config: { metricsToken: TOKEN, shopDist } }),
      startServer({ config: { shopDist } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), bare.close()]);
    fs.rmSync(shopDist, { recursive: true, force: true });
  });

  const scrape = (s: TestServer, authorization?: string) =>
    s.request('/metrics', authorization ? { headers: { authorization } } : {});

  it('is a 404 without the token, with a wrong one, and when no token is set', async () => {
    const unknown = await server.request('/api/no-such-call');
    for (const answer of [
      await scrape(server),
      await scrape(server, 'Bearer wrong'),
      await scrape(server, TOKEN),
      await scrape(bare, `Bearer ${TOKEN}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('bazaar_');
      expect(answer.text).not.toContain('Bazaar shop');
      // The same answer as any unknown path: nothing says a metrics endpoint is there.
      expect(answer.body).toMatchObject({ code: unknown.body.code, msg: unknown.body.msg });
    }
  });

  it('answers Prometheus text to the right token, with requests by route pattern and orders', async () => {
    const shopper = await createShopper(server.app, { balanceCents: 10_000 });
    await placeTwoShopBatch(server, shopper);
    await server.request('/api/product/detail?id=1');
    await server.request('/api/product/detail?id=2');
    // A refused payment: wrong code.
    await postAs(server, shopper, '/api/order/pay', { order_id: 1, paypwd: '000000' });
    // A job of a kind no poller runs, due two minutes ago: due, overdue, two minutes late.
    const now = nowSeconds();
    await server.app.db
      .insertInto('jobs')
      .values({ kind: 'metrics_probe', ref: '1', run_at: now - 120, createtime: now, updatetime: now })
      .execute();

    const answer = await scrape(server, `Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.text;
    expect(text).toContain('# TYPE bazaar_http_requests_total counter');
    // By the route's pattern: one series for both ids, none per raw URL.
    const detailRoute = 'route="/api/product/detail"';
    expect(text).toMatch(new RegExp(`bazaar_http_requests_total\\{method="GET",${detailRoute},status="\\d+"\\} 2`));
    expect(text).not.toContain('id=1');
    expect(text).toMatch(/bazaar_http_request_duration_seconds_bucket\{[^}]*route="\/api\/order\/create"/);
    expect(valueOf(text, 'bazaar_orders_created_total')).toBe(2);
    expect(valueOf(text, 'bazaar_money_actions_total{action="order_create",outcome="done"}')).toBe(1);
    expect(valueOf(text, 'bazaar_money_actions_total{action="order_pay",outcome="refused"}')).toBe(1);
    // The database layer, the job lag and prom-client's defaults.
    expect(valueOf(text, 'bazaar_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'bazaar_db_connections{state="size"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'bazaar_jobs_due{kind="metrics_probe"}')).toBe(1);
    expect(valueOf(text, 'bazaar_jobs_overdue{kind="metrics_probe"}')).toBe(1);
    expect(valueOf(text, 'bazaar_jobs_lag_seconds{kind="metrics_probe"}')).toBeGreaterThanOrEqual(120);
    // The orders' auto-cancel timers are pending, not due yet.
    expect(text).not.toContain('bazaar_jobs_due{kind="order_auto_cancel"}');
    expect(text).toContain('bazaar_nodejs_eventloop_lag_seconds');
    expect(valueOf(text, 'bazaar_chat_sockets_open')).toBe(0);
  });

  it('keeps series per app: a second app starts from zero', async () => {
    const text = (await scrape(server, `Bearer ${TOKEN}`)).text;
    const other = await startServer({ config: { metricsToken: TOKEN } });
    try {
      const fresh = (await scrape(other, `Bearer ${TOKEN}`)).text;
      expect(valueOf(text, 'bazaar_orders_created_total')).toBe(2);
      expect(valueOf(fresh, 'bazaar_orders_created_total')).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('is not in the OpenAPI document', async () => {
    const doc = await server.request('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).not.toContain('/metrics');
  });
});

describe(`METRICS_PORT (${TEST_DB})`, () => {
  it('serves /metrics there without a token; the main port still wants it', async () => {
    const server = await startServer({ config: { metricsPort: 0, host: '127.0.0.1' } });
    try {
      const port = server.app.metricsAddress()?.port;
      expect(port).toBeGreaterThan(0);
      await server.request('/api/health');
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(
        /bazaar_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/,
      );
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await server.request('/metrics')).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
