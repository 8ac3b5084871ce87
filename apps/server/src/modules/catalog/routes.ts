import type { App } from '../../app-types';
import { productRoutes } from './product-routes';
import * as schemas from './schemas';
import * as catalog from './service';
import { shopRoutes } from './shop-routes';
import { adminCatalogRoutes } from './admin/routes';
import { adminTranslationRoutes } from './admin/translation-routes';

/** Public catalog reads under /api/index, /api/product and /api/shop. Cacheable: they answer with an ETag. */
export async function catalogRoutes(app: App): Promise<void> {
  const config = { etag: true };

  app.get('/api/index/banner', { schema: schemas.bannerSchema, config }, async (request, reply) =>
    reply.ok(await catalog.banners(app.db, request.lang)),
  );

  app.get('/api/index/category', { schema: schemas.categorySchema, config }, async (request, reply) =>
    reply.ok(await catalog.categories(app.db, request.lang)),
  );

  app.get('/api/index/product', { schema: schemas.productListSchema, config }, async (request, reply) =>
    reply.ok(await catalog.products(app, request.query, request.lang)),
  );

  app.get('/api/index/hot_product', { schema: schemas.hotProductSchema, config }, async (request, reply) =>
    reply.ok(await catalog.hotProducts(app, request.query, request.lang)),
  );

  app.get('/api/index/index', { schema: schemas.indexSchema, config }, async (request, reply) => {
    await app.identify(request);
    return reply.ok(await catalog.homePage(app, request.lang, request.userId));
  });

  productRoutes(app);
  shopRoutes(app);
  // The console's calls of this domain.
  await adminCatalogRoutes(app);
  await adminTranslationRoutes(app);
}
