import type { App } from '../../app-types';
import { recordView } from './recently-viewed';
import { exploreFeed } from './explore';
import { productDetail, productReviews } from './product-detail';
import * as schemas from './schemas';
import { searchProducts } from './search/search';

/** Product reads. `is_favourite` depends on the token; the ETag covers it (see plugins/envelope). */
export function productRoutes(app: App): void {
  const config = { etag: true };

  app.get('/api/product/search', { schema: schemas.searchSchema, config }, async (request, reply) =>
    reply.ok(await searchProducts(app, request.query, request.lang)),
  );

  app.get('/api/product/explore', { schema: schemas.exploreSchema, config }, async (request, reply) =>
    reply.ok(await exploreFeed(app, request.query, request.lang)),
  );

  app.get('/api/product/detail', { schema: schemas.productDetailSchema, config }, async (request, reply) => {
    await app.identify(request);
    const detail = await productDetail(app.db, request.query.id, request.lang, request.userId);
    // Before reply.ok, which may answer 304: a signed-in view is recorded either way (and signed-in
    // reads never come from the micro-cache, so this handler runs for each of them).
    if (request.userId) await recordView(app.db, request.userId, detail.id);
    return reply.ok(detail);
  });

  app.get('/api/product/reviews', { schema: schemas.productReviewsSchema, config }, async (request, reply) =>
    reply.ok(await productReviews(app.db, request.query, request.lang)),
  );
}
