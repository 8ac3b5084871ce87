import type { App } from '../../app-types';
import { adminRefundList } from './admin-list';
import { handleRefund } from './handle';
import * as schemas from './schemas';

/** Operator calls on refunds: admins, or the shop's merchant for its own orders. */
export async function adminRefundRoutes(app: App): Promise<void> {
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
