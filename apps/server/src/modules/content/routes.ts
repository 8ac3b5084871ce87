import type { App } from '../../app-types';
import { listArticles, type ArticleType } from './articles';
import { applyForShop, ownApplications } from './merchant';
import * as schemas from './schemas';
import { serviceChannels } from './service-channels';
import { adminApplicationRoutes } from './admin/application-routes';
import { adminContentRoutes } from './admin/routes';

/** Public content pages, customer service, and the merchant entry application. */
export async function contentRoutes(app: App): Promise<void> {
  const pages: [string, ArticleType, typeof schemas.helpSchema][] = [
    ['/api/user/help_support', 'help', schemas.helpSchema],
    ['/api/user/law', 'law', schemas.lawSchema],
    ['/api/user/platform', 'platform', schemas.platformSchema],
  ];
  for (const [path, type, schema] of pages) {
    app.get(path, { schema, config: { etag: true } }, async (request, reply) =>
      reply.ok(await listArticles(app.db, type, request.lang)),
    );
  }

  app.get('/api/common/service', { schema: schemas.serviceSchema, config: { etag: true } }, async (request, reply) =>
    reply.ok(await serviceChannels(app.db, request.lang)),
  );

  app.post(
    '/api/merchant/apply',
    { preHandler: app.authenticate, schema: schemas.applySchema },
    async (request, reply) => {
      const userId = request.userId!;
      return reply.ok(await app.db.transaction().execute((trx) => applyForShop(trx, userId, request.body)));
    },
  );

  app.get(
    '/api/merchant/my_applications',
    { preHandler: app.authenticate, schema: schemas.myApplicationsSchema },
    async (request, reply) => reply.ok(await ownApplications(app.db, request.userId!)),
  );
  // The console's calls of this domain.
  await adminContentRoutes(app);
  await adminApplicationRoutes(app);
}
