import type { App } from '../../app-types';
import { nowSeconds } from '../../lib/time';
import { adminFlashRoutes } from './admin-routes';
import * as schemas from './schemas';
import { listItems, listSessions } from './service';

/** The shop's flash sale reads (public), and the console's calls (admin-routes.ts). */
export async function flashRoutes(app: App): Promise<void> {
  app.get('/api/flash/sessions', { schema: schemas.sessionsSchema }, async (_request, reply) =>
    reply.ok(await listSessions(app.db, nowSeconds())),
  );

  app.get('/api/flash/items', { schema: schemas.itemsSchema }, async (request, reply) =>
    reply.ok(await listItems(app.db, request.query, request.lang)),
  );

  await adminFlashRoutes(app);
}
