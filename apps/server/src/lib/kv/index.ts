import type { KvStore } from './kv-store';
import { createMemoryKv } from './memory-kv';
import { createRedisKv } from './redis-kv';

export type { KvStore } from './kv-store';
export { createMemoryKv, createRedisKv };

export function createKv(redisUrl?: string, prefix?: string): KvStore {
  return redisUrl ? createRedisKv(redisUrl, prefix) : createMemoryKv();
}
