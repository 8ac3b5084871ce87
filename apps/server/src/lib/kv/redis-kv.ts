import { Redis } from 'ioredis';
import type { KvStore } from './kv-store';

export function createRedisKv(url: string, prefix = 'bazaar:'): KvStore & { client: Redis } {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const k = (key: string) => prefix + key;
  return {
    client,
    async get(key) {
      return (await client.get(k(key))) ?? undefined;
    },
    async set(key, value, ttlMs) {
      if (ttlMs) await client.set(k(key), value, 'PX', ttlMs);
      else await client.set(k(key), value);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await client.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async incr(key, ttlMs) {
      // NX keeps the first TTL: the window starts with the first hit.
      const result = await client.multi().incr(k(key)).pexpire(k(key), ttlMs, 'NX').exec();
      return Number(result?.[0]?.[1] ?? 0);
    },
    async del(key) {
      await client.del(k(key));
    },
    async close() {
      // A Redis that is gone must not fail the shutdown: then just drop the connection.
      await client.quit().catch(() => client.disconnect());
    },
  };
}
