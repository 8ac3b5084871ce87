import { describe, expect, it } from 'vitest';
import { createKv } from '../../lib/kv';
import { cachedCount, cachedJson, invalidateCatalogCache } from './kv-cache';

describe('kv cache', () => {
  it('counts once for concurrent misses and serves the cached total afterwards', async () => {
    const kv = createKv();
    let calls = 0;
    const count = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return 42;
    };
    const totals = await Promise.all([1, 2, 3].map(() => cachedCount(kv, 'k', count)));
    expect(totals).toEqual([42, 42, 42]);
    expect(await cachedCount(kv, 'k', count)).toBe(42);
    expect(calls).toBe(1);
    expect(await cachedCount(kv, 'other', async () => 7)).toBe(7);
    expect(await cachedJson(kv, 'k', 1000, async () => ({ rows: [1] }))).toEqual({ rows: [1] });
    expect(await cachedJson(kv, 'k', 1000, async () => ({ rows: [2] }))).toEqual({ rows: [1] });
    await kv.close();
  });

  it('computes afresh after the catalog is invalidated', async () => {
    const kv = createKv();
    expect(await cachedCount(kv, 'k', async () => 1)).toBe(1);
    expect(await cachedCount(kv, 'k', async () => 2)).toBe(1);
    await invalidateCatalogCache(kv);
    expect(await cachedCount(kv, 'k', async () => 2)).toBe(2);
    expect(await cachedJson(kv, 'j', 1000, async () => 'a')).toBe('a');
    await invalidateCatalogCache(kv);
    expect(await cachedJson(kv, 'j', 1000, async () => 'b')).toBe('b');
    await kv.close();
  });
});
