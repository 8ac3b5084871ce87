import type { App } from '../../app-types';
import { recommend } from './recommend';
import * as schemas from './schemas';
import * as discovery from './service';

/** What brings a shopper back: recommendations (public), and their own viewed, bought and followed products. */
export async function discoveryRoutes(app: App): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const uid = (request: { userId?: number }) => request.userId!;

  // Personal with a token: the ETag covers the answer, and signed-in answers are never micro-cached.
  app.get(
    '/api/product/recommend',
    { schema: schemas.recommendSchema, config: { etag: true } },
    async (request, reply) => {
      await app.identify(request);
      return reply.ok(await recommend(app.db, request.query, request.lang, request.userId));
    },
  );

  app.get('/api/user/recently_viewed', { ...auth, schema: schemas.recentlyViewedSchema }, async (request, reply) =>
    reply.ok(await discovery.recentlyViewed(app.db, uid(request), request.query, request.lang)),
  );

  app.get('/api/user/buy_again', { ...auth, schema: schemas.buyAgainSchema }, async (request, reply) =>
    reply.ok(await discovery.buyAgain(app.db, uid(request), request.query, request.lang)),
  );

  app.get('/api/shop/feed', { ...auth, schema: schemas.shopFeedSchema }, async (request, reply) =>
    reply.ok(await discovery.shopFeed(app.db, uid(request), request.query, request.lang)),
  );
}
