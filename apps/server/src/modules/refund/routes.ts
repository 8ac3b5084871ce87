import type { App } from '../../app-types';
import { BusinessError } from '../../lib/errors';
import { applyRefund, cancelRefund, shipReturn } from './apply';
import { latestRefundOfOrder, ownRefundRow, toRefund } from './repository';
import * as schemas from './schemas';
import { adminRefundRoutes } from './admin-routes';

/** Refunds: the shopper's calls under /api/order (token); the operator's are in admin/refund-routes.ts. */
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
  // The console's calls of this domain.
  await adminRefundRoutes(app);
}
