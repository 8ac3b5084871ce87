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

/**
 * Every cached key carries the catalog's generation, which the console's catalog writes move
 * on (invalidateCatalogCache): a new product is in totals and search at once, in this process,
 * and in others within GENERATION_READ_MS (the generation itself is read at most once a second).
 */
const GENERATION_KEY = 'catalog:generation';
const GENERATION_READ_MS = 1000;
// Kept for longer than any cached entry lives, so a reset generation never meets its old keys.
const GENERATION_TTL_MS = 30 * 86_400_000;
const generations = new WeakMap<KvStore, { value: string; readAt: number }>();

async function generation(kv: KvStore): Promise<string> {
  const known = generations.get(kv);
  if (known && Date.now() - known.readAt < GENERATION_READ_MS) return known.value;
  const value = (await kv.get(GENERATION_KEY)) ?? '0';
  generations.set(kv, { value, readAt: Date.now() });
  return value;
}

/** Drops every cached count and search page (their keys change); call after a catalog write commits. */
export async function invalidateCatalogCache(kv: KvStore): Promise<void> {
  const value = await kv.incr(GENERATION_KEY, GENERATION_TTL_MS);
  generations.set(kv, { value: String(value), readAt: Date.now() });
}

async function cached(kv: KvStore, name: string, ttlMs: number, compute: () => Promise<string>): Promise<string> {
  const key = `${await generation(kv)}:${name}`;
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
