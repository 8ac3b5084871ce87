import type { PushSubscribeBody } from '@bazaar/contract';
import { ECDH } from 'node:crypto';
import { BusinessError } from '../../lib/errors';
import type { SubscriptionRow } from './repository';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The bytes of base64url text (padding allowed, as some browsers add it), or undefined. */
function base64url(text: string): Buffer | undefined {
  return BASE64URL.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : undefined;
}

/** A DNS label: letters, digits and inner hyphens (no percent escapes, no empty label from a trailing dot). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Names that never reach the public internet: a push service is never one of them. */
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'arpa',
  'test',
  'invalid',
  'example',
  'onion',
];

/** Whether `host` (as URL gives it, lower case) is a public DNS name: two labels or more, a known-looking top label. */
function isPublicHostName(host: string): boolean {
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  const top = labels[labels.length - 1]!;
  // A top-level domain is letters (or an IDN's xn--), never digits: that would be an address.
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(top)) return false;
  return !PRIVATE_SUFFIXES.includes(top) && !host.endsWith('.svc.cluster.local');
}

/**
 * Where the server will send requests, so only where a push service can be: https on port 443
 * of a public host name (an address literal, a single label, a trailing dot, a private suffix
 * such as .internal or .local, or another port is never a push service: this keeps the call
 * from reaching the server's own network), or http on the loopback when `allowLoopbackHttp`
 * (development, tests). Where the name resolves to is checked again at each delivery (sender.ts).
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
  if (url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_NAMES.has(url.hostname)) return endpoint;
  // URL leaves the port empty when it is the scheme's own (443).
  if (url.protocol !== 'https:' || url.port !== '' || !isPublicHostName(url.hostname)) throw invalid();
  return endpoint;
}

/** Whether `point` is an uncompressed point on P-256 (OpenSSL decodes it, which checks the curve). */
function isP256Point(point: Buffer): boolean {
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** The browser's keys: p256dh an uncompressed point on P-256 (65 bytes, 0x04 first), auth 16 bytes. */
export function checkKeys(keys: PushSubscribeBody['keys']): Pick<SubscriptionRow, 'p256dh' | 'auth'> {
  const p256dh = base64url(keys.p256dh);
  const auth = base64url(keys.auth);
  if (!p256dh || !isP256Point(p256dh) || auth?.length !== 16) {
    throw new BusinessError('push.keys_invalid', { field: 'keys' });
  }
  // Stored without padding, as the web-push library and browsers write them.
  return { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}
