import { Envelope, PushKey, PushSubscribeBody, PushUnsubscribeBody } from '@bazaar/contract';
import { Type } from '@sinclair/typebox';

const tags = ['push'];
const security = [{ token: [] }];

export const keySchema = {
  tags,
  summary: 'The VAPID public key to subscribe a browser with (base64url)',
  description: 'Pass it as `applicationServerKey` to `pushManager.subscribe`. The same on every instance.',
  response: { 200: Envelope(PushKey) },
};

export const subscribeSchema = {
  tags,
  security,
  summary: 'Pushes the caller’s notifications to this browser',
  description:
    'The body is the browser’s `PushSubscription.toJSON()`. The endpoint must be https on port 443 of a public ' +
    'host name (an http endpoint on the loopback only where PUSH_ALLOW_LOOPBACK_HTTP is set), p256dh an ' +
    'uncompressed point on P-256 (65 bytes) and auth 16 bytes, ' +
    'both base64url; otherwise code 0 with a localized message. One row per endpoint: subscribing an endpoint ' +
    'again moves it to the caller. A shopper keeps at most PUSH_MAX_SUBSCRIPTIONS browsers (10); another ' +
    'drops the longest unused. Pushed: order paid and shipped, refund requested and decided, top-up submitted, ' +
    'credited or refused, withdrawal submitted and decided, price drop and back in stock, as JSON ' +
    '`{ title, body, url }` in the shopper’s language.',
  body: PushSubscribeBody,
  response: { 200: Envelope(Type.Null()) },
};

export const unsubscribeSchema = {
  tags,
  security,
  summary: 'Stops pushing to this browser',
  description: 'Only the caller’s own endpoint is removed; an unknown one is already unsubscribed (success).',
  body: PushUnsubscribeBody,
  response: { 200: Envelope(Type.Null()) },
};
