import type { PushKey, PushSubscribeBody, PushUnsubscribeBody } from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** Web Push: the server's VAPID key and the shopper's browser subscriptions. */
export function createPushApi(http: RequestFn) {
  return {
    /**
     * The VAPID public key (base64url) to pass as `applicationServerKey` (public).
     * @example const { public_key } = await client.push.key();
     */
    key: () => http<PushKey>({ method: 'GET', url: '/push/key' }),
    /**
     * Registers this browser's subscription for the signed-in shopper (token).
     * @example await client.push.subscribe(subscription.toJSON() as PushSubscribeBody);
     */
    subscribe: (body: PushSubscribeBody) => http<null>({ method: 'POST', url: '/push/subscribe', data: body }),
    /**
     * Stops pushing to an endpoint of the signed-in shopper (token).
     * @example await client.push.unsubscribe({ endpoint: subscription.endpoint });
     */
    unsubscribe: (body: PushUnsubscribeBody) => http<null>({ method: 'POST', url: '/push/unsubscribe', data: body }),
  };
}
/** Web push: the server's public key, subscribing and unsubscribing this browser. */
export type PushApi = ReturnType<typeof createPushApi>;
