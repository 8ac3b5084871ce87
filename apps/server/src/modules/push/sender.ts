import webpush from 'web-push';
import { assertPublicHost, systemResolver, type Resolver } from './public-address';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Sends one encrypted message to one browser's push service; answers the service's HTTP status. */
export type PushSender = (target: PushTarget, payload: string) => Promise<number>;

/** How long a push service may keep an undelivered message (the browser may be offline a day). */
const TTL_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;

/**
 * The web-push library encrypts the payload for the browser (RFC 8291, aes128gcm) and signs
 * the VAPID JWT (RFC 8292); the request itself goes out through fetch, which (unlike the
 * library's own https-only sender) can also reach a loopback http endpoint in development and
 * tests. Redirects are refused: a push service answers, it does not send us elsewhere. An https
 * endpoint's name is resolved before each request and refused (RefusedEndpointError) when any
 * address is not public, so a name pointed at the server's own network later is not reached.
 */
export function webPushSender(vapid: VapidKeys, resolve: Resolver = systemResolver): PushSender {
  return async (target, payload) => {
    const url = new URL(target.endpoint);
    if (url.protocol === 'https:') await assertPublicHost(url.hostname, resolve);
    const details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  };
}
