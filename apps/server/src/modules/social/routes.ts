import type { App } from '../../app-types';
import * as schemas from './schemas';
import * as social from './service';

/** Follows and favourites (token). Answers are per user: never cached with an ETag. */
export async function socialRoutes(app: App): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const uid = (request: { userId?: number }) => request.userId!;

  app.post('/api/shop/follow', { ...auth, schema: schemas.followSchema }, async (request, reply) => {
    await social.followShop(app.db, uid(request), request.body.id);
    return reply.ok(null);
  });

  app.post('/api/shop/unfollow', { ...auth, schema: schemas.unfollowSchema }, async (request, reply) => {
    await social.unfollowShop(app.db, uid(request), request.body.id);
    return reply.ok(null);
  });

  app.post('/api/product/favourite', { ...auth, schema: schemas.favouriteSchema }, async (request, reply) => {
    await social.favouriteProduct(app.db, uid(request), request.body.id);
    return reply.ok(null);
  });

  app.post('/api/product/unfavourite', { ...auth, schema: schemas.unfavouriteSchema }, async (request, reply) => {
    await social.unfavouriteProduct(app.db, uid(request), request.body.id);
    return reply.ok(null);
  });

  app.get('/api/user/follow_list', { ...auth, schema: schemas.followListSchema }, async (request, reply) =>
    reply.ok(await social.followList(app.db, uid(request), request.query, request.lang)),
  );

  app.get('/api/user/favourite_list', { ...auth, schema: schemas.favouriteListSchema }, async (request, reply) =>
    reply.ok(await social.favouriteList(app.db, uid(request), request.query, request.lang)),
  );
}
