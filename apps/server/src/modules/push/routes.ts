import type { App } from '../../app-types';
import type { PushConfig } from '../../config';
import { nowSeconds } from '../../lib/time';
import { deleteSubscription, saveSubscription } from './repository';
import * as schemas from './schemas';
import { checkEndpoint, checkKeys } from './service';

/** Web Push: the VAPID key (public) and the shopper's browsers (token). */
export async function pushRoutes(app: App, opts: { config: PushConfig }): Promise<void> {
  const { config } = opts;
  // Subscribing or leaving twice is harmless (a browser may re-subscribe at once after a key change).
  const auth = { preHandler: app.authenticate, config: { duplicateGuard: false } };

  app.get('/api/push/key', { schema: schemas.keySchema }, async (_request, reply) =>
    reply.ok({ public_key: app.push.vapid.publicKey }),
  );

  app.post('/api/push/subscribe', { ...auth, schema: schemas.subscribeSchema }, async (request, reply) => {
    const endpoint = checkEndpoint(request.body.endpoint, config.allowLoopbackHttp);
    const keys = checkKeys(request.body.keys);
    await saveSubscription(app.db, request.userId!, { endpoint, ...keys }, config.maxSubscriptions, nowSeconds());
    return reply.ok(null);
  });

  app.post('/api/push/unsubscribe', { ...auth, schema: schemas.unsubscribeSchema }, async (request, reply) => {
    await deleteSubscription(app.db, request.userId!, request.body.endpoint);
    return reply.ok(null);
  });
}
