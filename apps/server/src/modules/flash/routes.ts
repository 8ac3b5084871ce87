import type { App } from '../../app-types';
import { nowSeconds } from '../../lib/time';
import { adminFlashRoutes } from './admin-routes';
import * as schemas from './schemas';
import { cancelReminder, remind } from './reminders';
import { listItems, listSessions } from './service';

/** The shop's flash sale reads (public, `reminded` with a token), reminders (signed in), and the console's calls (admin-routes.ts). */
export async function flashRoutes(app: App): Promise<void> {
  const auth = { preHandler: app.authenticate };

  app.get('/api/flash/sessions', { schema: schemas.sessionsSchema }, async (request, reply) => {
    await app.identify(request);
    return reply.ok(await listSessions(app.db, nowSeconds(), request.userId));
  });

  app.post('/api/flash/remind', { ...auth, schema: schemas.remindSchema }, async (request, reply) => {
    const userId = request.userId!;
    return reply.ok(
      await app.db.transaction().execute((trx) => remind(trx, userId, request.body.session_id, nowSeconds())),
    );
  });

  app.post('/api/flash/remind/cancel', { ...auth, schema: schemas.remindCancelSchema }, async (request, reply) => {
    const userId = request.userId!;
    return reply.ok(
      await app.db.transaction().execute((trx) => cancelReminder(trx, userId, request.body.session_id, nowSeconds())),
    );
  });

  app.get('/api/flash/items', { schema: schemas.itemsSchema }, async (request, reply) =>
    reply.ok(await listItems(app.db, request.query, request.lang)),
  );

  await adminFlashRoutes(app);
}
