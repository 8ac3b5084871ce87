import type { KvStore } from '../../lib/kv';

/**
 * Short-lived results of public catalog reads, kept in app.kv so every process shares them.
 * Totals of paged lists are cached per filter: an exact count(*) over 100,000 products costs more
 * than the page itself, and a total up to COUNT_TTL_MS old only moves the last page of an
 * infinite list. Search result pages are cached the same way (popular keywords repeat).
 */
export const COUNT_TTL_MS = 30_000;
export const SEARCH_TTL_MS = 30_000;

// Requests that miss together (50 connections when an entry expires) share one computation.
const inFlight = new Map<string, Promise<string>>();

async function cached(kv: KvStore, key: string, ttlMs: number, compute: () => Promise<string>): Promise<string> {
  const hit = await kv.get(key);
  if (hit !== undefined) return hit;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = compute()
      .then(async (value) => {
        await kv.set(key, value, ttlMs);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

export async function cachedCount(kv: KvStore, key: string, count: () => Promise<number>): Promise<number> {
  return Number(await cached(kv, `count:${key}`, COUNT_TTL_MS, async () => String(await count())));
}

export async function cachedJson<T>(kv: KvStore, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  return JSON.parse(await cached(kv, `json:${key}`, ttlMs, async () => JSON.stringify(await compute()))) as T;
}
