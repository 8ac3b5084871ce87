import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DbObserver } from '../db/observed-dialect';
import { RequestSeries } from './request-series';

/** The money calls (each through `app.idempotent`), by the route that runs them. */
export const MONEY_ACTIONS: Readonly<Record<string, string>> = {
  '/api/order/create': 'order_create',
  '/api/order/pay': 'order_pay',
  '/api/order/refund': 'refund',
  '/api/user/recharge': 'top_up',
  '/api/user/extract': 'withdrawal',
};

interface RedisLike {
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/** A gauge read at scrape time; a failing read (database down) leaves it empty rather than failing the scrape. */
type Reader = (gauge: Gauge) => Promise<void> | void;

/**
 * One app's Prometheus series, in a registry of its own: tests build many apps in one process,
 * and prom-client's global registry would refuse the second app's series.
 */
export class Metrics {
  readonly registry = new Registry();
  /** HTTP answers by method, route pattern and status: counted (`http_requests_total`) and timed. */
  readonly httpRequests = new RequestSeries([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  readonly dbQueryDuration = new Histogram({
    name: 'bazaar_db_query_duration_seconds',
    help: 'Time of one database statement',
    labelNames: ['outcome'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });
  readonly redisErrors = this.counter('redis_errors_total', 'Errors reported by a Redis connection', ['client']);
  readonly chatMessages = this.counter(
    'chat_messages_sent_total',
    'Chat messages written (shoppers, shops, system)',
    [],
  );
  readonly moneyActions = this.counter(
    'money_actions_total',
    'Money calls: done (committed, not a replay) or refused (payment code, balance, rules)',
    ['action', 'outcome'],
  );
  readonly ordersCreated = this.counter('orders_created_total', 'Orders created (a checkout makes one per shop)', []);
  readonly chainCredits = this.counter('chain_deposits_credited_total', 'Deposits the chain watcher credited', [
    'network',
  ]);

  /**
   * @param enabled whether anything reads these series (METRICS_TOKEN or METRICS_PORT): only then are
   * requests and statements timed, and prom-client's default set (event-loop lag, heap, GC, CPU) collected.
   */
  constructor(readonly enabled: boolean) {
    this.httpRequests.register(
      this.registry,
      { name: 'bazaar_http_requests_total', help: 'HTTP requests answered' },
      { name: 'bazaar_http_request_duration_seconds', help: 'Time to answer an HTTP request, by route pattern' },
    );
    if (enabled) collectDefaultMetrics({ register: this.registry, prefix: 'bazaar_' });
  }

  private counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
    return new Counter({ name: `bazaar_${name}`, help, labelNames, registers: [this.registry] });
  }

  /** A gauge whose value is read when scraped (job lag, pool use, open sockets). */
  gauge(name: string, help: string, labelNames: string[], read: Reader): void {
    new Gauge({
      name: `bazaar_${name}`,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.resolve(read(this)).catch(() => undefined);
      },
    });
  }

  /** The database layer's statement timer. */
  dbObserver(): DbObserver {
    const ok = this.dbQueryDuration.labels('ok');
    const failed = this.dbQueryDuration.labels('error');
    return { query: (ms, error) => (error ? failed : ok).observe(ms / 1000) };
  }

  /**
   * Counts a Redis connection's errors (ioredis reports each failed connection attempt) and logs them:
   * a listener of ours replaces ioredis's own "Unhandled error event" on stderr.
   */
  watchRedis(client: RedisLike, name: string, log: { warn(o: object, msg: string): void }): void {
    const errors = this.redisErrors.labels(name);
    client.on('error', (err: Error) => {
      errors.inc();
      log.warn({ err, redis: name }, 'redis error');
    });
  }

  /** A money call ended (committed, or refused); `answer` is what it answered. */
  moneyAction(route: string | undefined, outcome: 'done' | 'refused', answer?: unknown): void {
    const action = route && MONEY_ACTIONS[route];
    if (!action) return;
    this.moneyActions.inc({ action, outcome });
    const orders = (answer as { order_ids?: unknown } | undefined)?.order_ids;
    if (action === 'order_create' && Array.isArray(orders)) this.ordersCreated.inc(orders.length);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
