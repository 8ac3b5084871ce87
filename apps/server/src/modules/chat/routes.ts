import type { App } from '../../app-types';
import * as schemas from './schemas';
import * as chat from './service';
import { adminChatRoutes } from './admin-routes';

/**
 * The shopper's chat calls (token). Its POSTs skip the 1 s duplicate guard: a repeated send is
 * answered by its client_id, and opening or reading twice changes nothing.
 */
export async function chatRoutes(app: App): Promise<void> {
  const auth = { preHandler: app.authenticate };
  const unguarded = { ...auth, config: { duplicateGuard: false } };
  const reader = (request: { userId?: number }) => ({ side: 'shopper' as const, userId: request.userId! });

  app.post('/api/chat/open', { ...unguarded, schema: schemas.openSchema }, async (request, reply) =>
    reply.ok(await chat.openConversation(app.db, request.userId!, request.body.shop_id, request.lang)),
  );

  app.get('/api/chat/conversations', { ...auth, schema: schemas.conversationsSchema }, async (request, reply) =>
    reply.ok(await chat.shopperConversations(app.db, request.userId!, request.query, request.lang)),
  );

  app.get('/api/chat/messages', { ...auth, schema: schemas.messagesSchema }, async (request, reply) =>
    reply.ok(await chat.listMessages(app.db, reader(request), request.query, request.lang)),
  );

  app.post('/api/chat/send', { ...unguarded, schema: schemas.sendSchema }, async (request, reply) =>
    reply.ok(await app.chat.send(reader(request), request.body, request.lang)),
  );

  app.post('/api/chat/read', { ...unguarded, schema: schemas.readSchema }, async (request, reply) =>
    reply.ok(await app.chat.read(reader(request), request.body)),
  );
  // The console's calls of this domain.
  await adminChatRoutes(app);
}
