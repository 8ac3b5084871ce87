import type { App } from '../../app-types';
import * as schemas from './schemas';
import * as shops from './shops';

/** Shop street and shop pages. `followed` depends on the token; the ETag covers it (see plugins/envelope). */
export function shopRoutes(app: App): void {
  const config = { etag: true };

  app.get('/api/shop/list', { schema: schemas.shopListSchema, config }, async (request, reply) => {
    await app.identify(request);
    return reply.ok(await shops.shopList(app, request.query, request.lang, request.userId));
  });

  app.get('/api/shop/detail', { schema: schemas.shopDetailSchema, config }, async (request, reply) => {
    await app.identify(request);
    return reply.ok(await shops.shopDetail(app.db, request.query.id, request.lang, request.userId));
  });

  app.get('/api/shop/products', { schema: schemas.shopProductsSchema, config }, async (request, reply) =>
    reply.ok(await shops.shopProducts(app, request.query, request.lang)),
  );
}
