import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@bazaar/contract';
import { routeConfig } from '../lib/fastify-internals';
import { Metrics } from '../lib/metrics';
import type { OneLineRequestLog } from '../lib/request-log';
import { nowSeconds } from '../lib/time';
import { dueJobs, undeliveredPushes, watcherLag } from '../modules/system/job-lag';
import { sendEnvelope } from './error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus series (GET /metrics). */
    metrics: Metrics;
    /** The METRICS_PORT listener's address, once listening. */
    metricsAddress(): AddressInfo | undefined;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the main port's /metrics answers only this bearer token. */
  token?: string;
  /** METRICS_PORT: a listener of its own serves /metrics without a token (0: any free port). */
  port?: number;
  host: string;
  /** The app's request log: every answered request passes through it once, where the requests are counted. */
  requestLog: OneLineRequestLog;
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * Prometheus metrics. Without METRICS_TOKEN and METRICS_PORT nothing is measured (no hook on the
 * request path) and /metrics is a 404 like any unknown API call; with a token it answers that bearer
 * only, the same 404 to anyone else; METRICS_PORT serves it on a private port without a token.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, opts) => {
    const on = opts.token !== undefined || opts.port !== undefined;
    const metrics = new Metrics(on);
    app.decorate('metrics', metrics);
    let address: AddressInfo | undefined;
    app.decorate('metricsAddress', () => address);

    const expected = opts.token ? digest(`Bearer ${opts.token}`) : undefined;
    const allowed = (request: FastifyRequest) =>
      !!expected && timingSafeEqual(digest(request.headers.authorization ?? ''), expected);
    // Always a route of its own: an unknown path outside /api would get the shop's page (200), and a caller
    // without the token must get the 404 of an unknown API call, whatever is built.
    app.get('/metrics', { schema: { hide: true } }, async (request, reply: FastifyReply) => {
      if (!allowed(request)) {
        return sendEnvelope(request, reply, 404, ResultCode.failure, 'common.not_found', { reason: 'not_found' });
      }
      return reply.type(CONTENT_TYPE).send(await metrics.text());
    });
    if (!on) return;

    // Counted where the request log completes (no onResponse hook to run), into plain numbers found by the
    // route's config: one series per route pattern, whatever ids or queries are sent, and no label hashing.
    opts.requestLog.onCompleted = (request, reply) =>
      metrics.httpRequests.record(routeConfig(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
    readAtScrape(app, metrics);

    if (opts.port === undefined) return;
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': CONTENT_TYPE }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    // At ready (listen waits for it), so the address is known when listen() returns.
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject).listen(opts.port, opts.host, () => resolve());
      });
      address = server.address() as AddressInfo;
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    });
  },
  { name: 'metrics' },
);

/** The gauges read when scraped: connections, job lag, the chain watchers, chat sockets. */
function readAtScrape(app: FastifyInstance, metrics: Metrics): void {
  metrics.gauge('db_connections', 'Database connections: size (pool or SQLite), in_use, waiting', ['state'], (g) => {
    const use = app.dbPoolUse();
    g.set({ state: 'size' }, use.size);
    g.set({ state: 'in_use' }, use.inUse);
    g.set({ state: 'waiting' }, use.waiting);
  });
  const jobs = async () => dueJobs(app.db, nowSeconds());
  metrics.gauge(
    'jobs_due',
    'Jobs due and not yet run (order timers, pushes, alerts), per kind',
    ['kind'],
    async (g) => {
      for (const j of await jobs()) g.set({ kind: j.kind }, j.due);
    },
  );
  metrics.gauge('jobs_overdue', 'Jobs due for over a minute, per kind', ['kind'], async (g) => {
    for (const j of await jobs()) g.set({ kind: j.kind }, j.overdue);
  });
  metrics.gauge(
    'jobs_lag_seconds',
    'Seconds since the oldest due job of a kind should have run',
    ['kind'],
    async (g) => {
      for (const j of await jobs()) g.set({ kind: j.kind }, j.oldest);
    },
  );
  metrics.gauge('push_undelivered', 'Web Pushes queued and not yet delivered', [], async (g) => {
    g.set(await undeliveredPushes(app.db));
  });
  metrics.gauge(
    'chain_watch_blocks_behind',
    'EVM networks: blocks the watcher is behind the head',
    ['network'],
    async (g) => {
      for (const w of await watcherLag(app.db, nowSeconds()))
        if (w.behind !== undefined) g.set({ network: w.network }, w.behind);
    },
  );
  metrics.gauge(
    'chain_watch_round_age_seconds',
    "Seconds since a network's last watcher round",
    ['network'],
    async (g) => {
      for (const w of await watcherLag(app.db, nowSeconds())) g.set({ network: w.network }, w.age);
    },
  );
  metrics.gauge('chat_sockets_open', 'Chat sockets signed in on this instance', [], (g) => {
    let open = 0;
    for (const _socket of app.chatHub.sockets()) open++;
    g.set(open);
  });
}
