// The rules of the service worker's API cache, apart from the worker so they run in unit tests.

/**
 * The API reads kept for offline use: the home page (its sections and its product feed), the bag,
 * the order lists, and the shopper's user info (without it, the shop reopened offline would find
 * a token it cannot check and sign the shopper out). Everything else, and every write, goes to the
 * network untouched: no POST, no money call, no detail page is ever answered from a cache.
 */
export const OFFLINE_READS: readonly string[] = [
  '/api/index/index',
  '/api/index/product',
  '/api/cart/list',
  '/api/user/order_list',
  '/api/user/getUserInfo',
];

/** Whether a request may be answered from the API cache when the network fails. */
export function isOfflineRead(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return request.method === 'GET' && url.origin === origin && OFFLINE_READS.includes(url.pathname);
}

/** The query parameter of a cache key naming whose answer it is (never the token itself). */
export const OWNER_PARAM = 'sw-owner';

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The cache key of an API read: its URL (which carries `lang`, and the page and filters) plus a
 * digest of the shopper's token, so a cached bag or order list is only ever served back to the
 * session that fetched it, never to the next shopper of the same device.
 */
export async function ownerKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  const token = request.headers.get('token');
  const digest = token ? hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))) : 'anonymous';
  url.searchParams.set(OWNER_PARAM, digest.slice(0, 32));
  return url.href;
}

/**
 * Whether an answer may be kept: only a successful envelope (HTTP 2xx and `code: 1`). An error,
 * a `code: 0` message or a 401 is never cached, so offline it is never shown again as if current.
 */
export async function isKeepable(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body.code === 1;
  } catch {
    return false;
  }
}
