import type { App } from '../../app-types';
import * as schemas from './schemas';
import { listNotifications, markRead } from './service';

/** The shopper's notifications (token). */
export async function notificationRoutes(app: App): Promise<void> {
  const preHandler = app.authenticate;

  app.get('/api/notification/list', { preHandler, schema: schemas.listSchema }, async (request, reply) =>
    reply.ok(await listNotifications(app.db, request.userId!, request.query, request.lang)),
  );

  // Reading twice is harmless, and "mark all" may be tapped again after new ones arrive.
  app.post(
    '/api/notification/read',
    { preHandler, schema: schemas.readSchema, config: { duplicateGuard: false } },
    async (request, reply) => {
      await markRead(app.db, request.userId!, request.body);
      return reply.ok(null);
    },
  );
}
