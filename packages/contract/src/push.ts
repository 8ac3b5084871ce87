import { Type, type Static } from '@sinclair/typebox';

/** `push/key`: the server's VAPID public key (uncompressed P-256 point, base64url), for `pushManager.subscribe`. */
export const PushKey = Type.Object({ public_key: Type.String() });
export type PushKey = Static<typeof PushKey>;

/**
 * `push/subscribe`: a browser's PushSubscription as `toJSON()` gives it. The server checks the
 * endpoint (https) and the key lengths; the texts of a refusal are localized (`code: 0`).
 */
export const PushSubscribeBody = Type.Object({
  endpoint: Type.String({ maxLength: 2000 }),
  keys: Type.Object({
    /** The browser's ECDH P-256 public key, base64url (65 bytes). */
    p256dh: Type.String({ maxLength: 200 }),
    /** The browser's auth secret, base64url (16 bytes). */
    auth: Type.String({ maxLength: 100 }),
  }),
});
export type PushSubscribeBody = Static<typeof PushSubscribeBody>;

/** `push/unsubscribe`: the endpoint to stop pushing to. */
export const PushUnsubscribeBody = Type.Object({ endpoint: Type.String({ maxLength: 2000 }) });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

/** What a push message carries (JSON, encrypted for the browser): text in the shopper's language and the page to open. */
export interface PushMessage {
  title: string;
  body: string;
  /** A shop path, e.g. `/detail?id=5` or `/order-detail?id=12`. */
  url: string;
}
