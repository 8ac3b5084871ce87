import type { App } from '../../app-types';
import type { AdminIdentity } from '../../plugins/admin-auth';
import { getAway, saveAway } from './away';
import * as schemas from './schemas';
import * as chat from './service';

/**
 * Operator calls on the chat: a merchant answers for its own shop, a platform operator for any
 * (service.ts decides). Like the shopper's, sending and reading skip the duplicate guard.
 */
export async function adminChatRoutes(app: App): Promise<void> {
  const operator = { preHandler: app.authenticateAdmin };
  const unguarded = { ...operator, config: { duplicateGuard: false } };
  const reader = (request: { admin?: AdminIdentity }): chat.ChatReader => ({ side: 'shop', admin: request.admin! });

  app.get(
    '/api/admin/chat/conversations',
    { ...operator, schema: schemas.adminConversationsSchema },
    async (request, reply) =>
      reply.ok(await chat.shopConversations(app.db, request.admin!, request.query, request.lang)),
  );

  app.get('/api/admin/chat/messages', { ...operator, schema: schemas.adminMessagesSchema }, async (request, reply) =>
    reply.ok(await chat.listMessages(app.db, reader(request), request.query, request.lang)),
  );

  app.post('/api/admin/chat/send', { ...unguarded, schema: schemas.adminSendSchema }, async (request, reply) =>
    reply.ok(await app.chat.send(reader(request), request.body, request.lang)),
  );

  app.post('/api/admin/chat/read', { ...unguarded, schema: schemas.adminReadSchema }, async (request, reply) =>
    reply.ok(await app.chat.read(reader(request), request.body)),
  );

  app.get('/api/admin/chat/away', { ...operator, schema: schemas.adminAwaySchema }, async (request, reply) =>
    reply.ok(await getAway(app.db, request.admin!, request.query.shop_id)),
  );

  app.post('/api/admin/chat/away', { ...operator, schema: schemas.adminSaveAwaySchema }, async (request, reply) =>
    reply.ok(await saveAway(app.db, request.admin!, request.body)),
  );
}
