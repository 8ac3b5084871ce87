import type { App } from '../../app-types';
import { BusinessError } from '../../lib/errors';
import { adminRefundList } from './admin-list';
import { applyRefund, cancelRefund, shipReturn } from './apply';
import { handleRefund } from './handle';
import { latestRefundOfOrder, ownRefundRow, toRefund } from './repository';
import * as schemas from './schemas';

/** Refunds: the shopper's calls under /api/order (token) and the operator's under /api/admin/refund. */
export async function refundRoutes(app: App): Promise<void> {
  const preHandler = app.authenticate;

  app.post(
    '/api/order/refund',
    { preHandler, schema: schemas.applySchema, config: { callLimit: 'money' } },
    async (request, reply) => {
      const userId = request.userId!;
      return reply.ok(await app.idempotent(request, (trx) => applyRefund(trx, userId, request.body)));
    },
  );

  app.get('/api/order/refund_detail', { preHandler, schema: schemas.detailSchema }, async (request, reply) => {
    const { id, order_id } = request.query;
    const userId = request.userId!;
    if (id !== undefined) return reply.ok(await toRefund(app.db, await ownRefundRow(app.db, userId, id)));
    if (order_id !== undefined)
      return reply.ok(await toRefund(app.db, await latestRefundOfOrder(app.db, userId, order_id)));
    throw new BusinessError('common.record_not_found', { field: 'id' });
  });

  app.post('/api/order/refund_cancel', { preHandler, schema: schemas.cancelSchema }, async (request, reply) => {
    const userId = request.userId!;
    return reply.ok(await app.db.transaction().execute((trx) => cancelRefund(trx, userId, request.body.id)));
  });

  app.post('/api/order/return_ship', { preHandler, schema: schemas.returnShipSchema }, async (request, reply) => {
    const userId = request.userId!;
    return reply.ok(await app.db.transaction().execute((trx) => shipReturn(trx, userId, request.body)));
  });

  const admin = { preHandler: [app.authenticateAdmin] };

  app.get('/api/admin/refund/list', { ...admin, schema: schemas.adminListSchema }, async (request, reply) =>
    reply.ok(await adminRefundList(app.db, request.admin!, request.query)),
  );

  app.post('/api/admin/refund/handle', { ...admin, schema: schemas.adminHandleSchema }, async (request, reply) => {
    const adminIdentity = request.admin!;
    return reply.ok(
      await app.db.transaction().execute((trx) => handleRefund(trx, adminIdentity, request.body, request.ip)),
    );
  });
}
