import type { App } from '../../app-types';
import { writeAuditLog } from '../../lib/audit-log';
import { adminWithdrawalList, adminTopUpList } from './admin';
import { auditTopUp, auditWithdrawal } from './audit';
import * as schemas from './schemas';

/** Operator audits of top-ups and withdrawals (admins only, not merchants). */
export async function adminWalletRoutes(app: App): Promise<void> {
  const guard = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };

  app.get('/api/admin/recharge/list', { ...guard, schema: schemas.adminTopUpListSchema }, async (request, reply) =>
    reply.ok(await adminTopUpList(app.db, request.query)),
  );

  app.post('/api/admin/recharge/audit', { ...guard, schema: schemas.adminTopUpAuditSchema }, async (request, reply) => {
    const admin = request.admin!;
    const { id, status, remark = '' } = request.body;
    const record = await app.db.transaction().execute(async (trx) => {
      const audited = await auditTopUp(trx, id, status, remark, admin.id);
      await writeAuditLog(
        trx,
        admin,
        { action: `recharge.${status}`, targetType: 'recharge', targetId: id, after: audited, remark },
        request.ip,
      );
      return audited;
    });
    return reply.ok(record);
  });

  app.get('/api/admin/extract/list', { ...guard, schema: schemas.adminWithdrawalListSchema }, async (request, reply) =>
    reply.ok(await adminWithdrawalList(app.db, request.query)),
  );

  app.post(
    '/api/admin/extract/audit',
    { ...guard, schema: schemas.adminWithdrawalAuditSchema },
    async (request, reply) => {
      const admin = request.admin!;
      const { id, status, remark = '' } = request.body;
      const record = await app.db.transaction().execute(async (trx) => {
        const audited = await auditWithdrawal(trx, id, status, remark, admin.id);
        await writeAuditLog(
          trx,
          admin,
          { action: `extract.${status}`, targetType: 'withdrawal', targetId: id, after: audited, remark },
          request.ip,
        );
        return audited;
      });
      return reply.ok(record);
    },
  );
}
