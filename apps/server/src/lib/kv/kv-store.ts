/**
 * A tiny key-value store for duplicate-submit guards, rate limits and short locks.
 * In memory for one process; Redis when several processes share the work.
 */
export interface KvStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only when absent; true when this call set it (a lock or first-submit guard). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds one and returns the new count; the TTL starts with the first increment. */
  incr(key: string, ttlMs: number): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}
