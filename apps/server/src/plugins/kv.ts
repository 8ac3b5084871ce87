import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createKv, type KvStore } from '../lib/kv';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared short-lived state: duplicate guards, rate limits, locks. */
    kv: KvStore;
  }
}

export const kvPlugin = fp<{ redisUrl?: string; prefix?: string }>(
  async (app, opts) => {
    const kv = createKv(opts.redisUrl, opts.prefix);
    if ('client' in kv) app.metrics.watchRedis(kv.client as Redis, 'kv', app.log);
    app.decorate('kv', kv);
    app.addHook('onClose', () => kv.close());
  },
  { name: 'kv', dependencies: ['metrics'] },
);
