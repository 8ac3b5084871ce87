import type { KvStore } from './kv-store';

interface Entry {
  value: string;
  expires: number;
}

export function createMemoryKv(now: () => number = Date.now): KvStore {
  const map = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = map.get(key);
    if (entry && entry.expires <= now()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries are also dropped in bulk now and then, so the map cannot grow forever.
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, e] of map) if (e.expires <= t) map.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async get(key) {
      return live(key)?.value;
    },
    async set(key, value, ttlMs) {
      map.set(key, { value, expires: ttlMs ? now() + ttlMs : Infinity });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      map.set(key, { value, expires: now() + ttlMs });
      return true;
    },
    async incr(key, ttlMs) {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      map.set(key, { value: String(count), expires: entry ? entry.expires : now() + ttlMs });
      return count;
    },
    async del(key) {
      map.delete(key);
    },
    async close() {
      clearInterval(sweep);
      map.clear();
    },
  };
}
