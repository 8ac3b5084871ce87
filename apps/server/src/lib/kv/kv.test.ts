import { afterAll, describe, expect, it } from 'vitest';
import type { KvStore } from './kv-store';
import { createMemoryKv } from './memory-kv';
import { createRedisKv } from './redis-kv';

const stores: [string, () => KvStore][] = [
  ['memory', () => createMemoryKv()],
  [
    'redis',
    () => createRedisKv(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', `bazaar-test:${process.pid}:${Date.now()}:`),
  ],
];

describe.each(stores)('%s kv', (_name, make) => {
  const kv = make();
  afterAll(() => kv.close());

  it('sets, gets and deletes', async () => {
    await kv.set('a', '1');
    expect(await kv.get('a')).toBe('1');
    await kv.del('a');
    expect(await kv.get('a')).toBeUndefined();
  });

  it('setIfAbsent is a lock that expires', async () => {
    expect(await kv.setIfAbsent('lock', 'x', 50)).toBe(true);
    expect(await kv.setIfAbsent('lock', 'y', 50)).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect(await kv.setIfAbsent('lock', 'z', 50)).toBe(true);
  });

  it('incr counts within a window', async () => {
    expect(await kv.incr('n', 1000)).toBe(1);
    expect(await kv.incr('n', 1000)).toBe(2);
  });
});
