import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import type { Trx } from '../../db';
import { nowSeconds } from '../../lib/time';
import { writeAuditLog } from '../../lib/audit-log';
import { adminItemList, removeItem, saveItem, saveSession } from './admin';
import { adminLowestPrice, adminSessionList } from './admin-reads';
import * as schemas from './schemas';

/**
 * Flash sales in the console: operators make sessions; merchants add their own shop's products,
 * operators any (admin.ts decides). Each write is in the audit log, in its own transaction.
 */
export async function adminFlashRoutes(app: App): Promise<void> {
  const operator = { preHandler: app.authenticateAdmin };
  const logged = <T>(
    request: FastifyRequest,
    action: string,
    targetType: string,
    act: (trx: Trx) => Promise<T>,
    target: (result: T) => { id: number; after: unknown },
  ) =>
    app.db.transaction().execute(async (trx) => {
      const result = await act(trx);
      const { id, after } = target(result);
      await writeAuditLog(trx, request.admin!, { action, targetType, targetId: id, after }, request.ip);
      return result;
    });

  app.post(
    '/api/admin/flash/session/save',
    { ...operator, schema: schemas.adminSessionSaveSchema },
    async (request, reply) =>
      reply.ok(
        await logged(
          request,
          'flash.session_save',
          'flash_session',
          (trx) => saveSession(trx, request.admin!, request.body, nowSeconds()),
          (session) => ({ id: session.id, after: session }),
        ),
      ),
  );

  app.post('/api/admin/flash/item/save', { ...operator, schema: schemas.adminItemSaveSchema }, async (request, reply) =>
    reply.ok(
      await logged(
        request,
        'flash.item_save',
        'flash_item',
        (trx) => saveItem(trx, request.admin!, request.body, request.lang, nowSeconds()),
        (item) => ({ id: item.id, after: item }),
      ),
    ),
  );

  app.get('/api/admin/flash/sessions', { ...operator, schema: schemas.adminSessionsSchema }, async (request, reply) =>
    reply.ok(await adminSessionList(app.db, request.admin!, request.query, nowSeconds())),
  );

  app.get(
    '/api/admin/flash/lowest-price',
    { ...operator, schema: schemas.adminLowestPriceSchema },
    async (request, reply) => reply.ok(await adminLowestPrice(app.db, request.admin!, request.query, nowSeconds())),
  );

  app.get('/api/admin/flash/items', { ...operator, schema: schemas.adminItemsSchema }, async (request, reply) =>
    reply.ok(await adminItemList(app.db, request.admin!, request.query, request.lang)),
  );

  app.post(
    '/api/admin/flash/item/remove',
    { ...operator, schema: schemas.adminItemRemoveSchema },
    async (request, reply) => {
      const removed = await logged(
        request,
        'flash.item_remove',
        'flash_item',
        (trx) => removeItem(trx, request.admin!, request.body.id, request.lang, nowSeconds()),
        (r) => ({ id: r.id, after: null }),
      );
      return reply.ok(removed.page);
    },
  );
}
