import type { KvStore } from '../../lib/kv';

/**
 * Totals of public paged lists are cached per filter for a short time: an exact count(*) over
 * 100,000 products costs more than the page itself, and a total that is up to COUNT_TTL_MS old
 * only moves the last page of an infinite list. Kept in app.kv, so every process shares them.
 */
export const COUNT_TTL_MS = 30_000;

// Requests that miss together (50 connections when the entry expires) share one count.
const inFlight = new Map<string, Promise<number>>();

export async function cachedCount(kv: KvStore, key: string, count: () => Promise<number>): Promise<number> {
  const kvKey = `count:${key}`;
  const cached = await kv.get(kvKey);
  if (cached !== undefined) return Number(cached);
  let pending = inFlight.get(kvKey);
  if (!pending) {
    pending = count()
      .then(async (total) => {
        await kv.set(kvKey, String(total), COUNT_TTL_MS);
        return total;
      })
      .finally(() => inFlight.delete(kvKey));
    inFlight.set(kvKey, pending);
  }
  return pending;
}
