/** Options of the duplicate-submit guard: how long an identical submit is refused, and the clock. */
export interface DuplicateGuardOptions {
  /** How long an identical submit is refused, in ms. @default 1000 */
  windowMs?: number;
  /** The clock, injectable for tests. @default Date.now */
  now?: () => number;
}

/** Refuses a POST or PUT identical to one sent moments before (a double tap), before it reaches the network. */
export interface DuplicateGuard {
  /**
   * Records a submit and tells whether it may be sent: false when an identical
   * one (same method, URL and serialized body) was sent less than `windowMs` ago.
   */
  admit(method: string, url: string, body: unknown): boolean;
}

/** Only submits that change data are guarded (docs/product.md#form-messages); GET is always admitted. */
const GUARDED_METHODS = new Set(['POST', 'PUT']);

function serialize(body: unknown): string | undefined {
  // A multipart upload cannot be compared by value: two different files would
  // look the same, so uploads are never guarded.
  if (typeof FormData !== 'undefined' && body instanceof FormData) return undefined;
  if (typeof body === 'string') return body;
  return JSON.stringify(body ?? null);
}

/** The client-side duplicate-submit guard of docs/product.md#form-messages and docs/product.md#constants. */
export function createDuplicateGuard(options: DuplicateGuardOptions = {}): DuplicateGuard {
  const windowMs = options.windowMs ?? 1000;
  const now = options.now ?? Date.now;
  const lastSent = new Map<string, number>();

  return {
    admit(method, url, body) {
      const verb = method.toUpperCase();
      if (!GUARDED_METHODS.has(verb)) return true;
      const serialized = serialize(body);
      if (serialized === undefined) return true;
      const key = `${verb} ${url} ${serialized}`;
      const time = now();
      const previous = lastSent.get(key);
      if (previous !== undefined && time - previous < windowMs) return false;
      // Forget expired entries so a long session does not grow the map without end.
      for (const [k, t] of lastSent) if (time - t >= windowMs) lastSent.delete(k);
      lastSent.set(key, time);
      return true;
    },
  };
}
