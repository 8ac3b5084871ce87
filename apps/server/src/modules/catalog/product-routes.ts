import type { App } from '../../app-types';
import { exploreFeed } from './explore';
import { productDetail, productReviews } from './product-detail';
import * as schemas from './schemas';
import { searchProducts } from './search/search';

/** Product reads. `is_favourite` depends on the token; the ETag covers it (see plugins/envelope). */
export function productRoutes(app: App): void {
  const config = { etag: true };

  app.get('/api/product/search', { schema: schemas.searchSchema, config }, async (request, reply) =>
    reply.ok(await searchProducts(app, request.query)),
  );

  app.get('/api/product/explore', { schema: schemas.exploreSchema, config }, async (request, reply) =>
    reply.ok(await exploreFeed(app, request.query)),
  );

  app.get('/api/product/detail', { schema: schemas.productDetailSchema, config }, async (request, reply) => {
    await app.identify(request);
    return reply.ok(await productDetail(app.db, request.query.id, request.userId));
  });

  app.get('/api/product/reviews', { schema: schemas.productReviewsSchema, config }, async (request, reply) =>
    reply.ok(await productReviews(app.db, request.query)),
  );
}
