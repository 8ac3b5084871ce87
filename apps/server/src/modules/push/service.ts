import type { PushSubscribeBody } from '@bazaar/contract';
import { isIP } from 'node:net';
import { BusinessError } from '../../lib/errors';
import type { SubscriptionRow } from './repository';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The bytes of base64url text (padding allowed, as some browsers add it), or undefined. */
function base64url(text: string): Buffer | undefined {
  return BASE64URL.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : undefined;
}

/**
 * Where the server will send requests, so only where a push service can be: https on a host
 * name (an address literal is never a push service: this keeps the call from reaching the
 * server's own network), or http on the loopback when `allowLoopbackHttp` (development, tests).
 */
export function checkEndpoint(endpoint: string, allowLoopbackHttp: boolean): string {
  // Stored as the browser gave it: unsubscribe names it the same way.
  const invalid = () => new BusinessError('push.endpoint_invalid', { field: 'endpoint' });
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid();
  }
  if (url.username || url.password) throw invalid();
  const loopback = LOOPBACK_NAMES.has(url.hostname);
  if (url.protocol === 'http:' && allowLoopbackHttp && loopback) return endpoint;
  if (url.protocol !== 'https:' || loopback || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) throw invalid();
  if (!url.hostname.includes('.')) throw invalid();
  return endpoint;
}

/** The browser's keys: p256dh an uncompressed P-256 point (65 bytes, 0x04 first), auth 16 bytes. */
export function checkKeys(keys: PushSubscribeBody['keys']): Pick<SubscriptionRow, 'p256dh' | 'auth'> {
  const p256dh = base64url(keys.p256dh);
  const auth = base64url(keys.auth);
  if (p256dh?.length !== 65 || p256dh[0] !== 4 || auth?.length !== 16) {
    throw new BusinessError('push.keys_invalid', { field: 'keys' });
  }
  // Stored without padding, as the web-push library and browsers write them.
  return { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}
