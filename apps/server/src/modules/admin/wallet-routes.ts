import type { App } from '../../app-types';
import { writeAuditLog } from '../admin-session/audit-log';
import { adminChainDepositList } from '../deposit/admin-list';
import { adminExtractList, adminRechargeList } from '../wallet/admin';
import { auditRecharge, auditWithdrawal } from '../wallet/audit';
import * as schemas from '../wallet/schemas';

/** Operator audits of recharges and withdrawals, and the chain watcher's deposits (admins only, not merchants). */
export async function adminWalletRoutes(app: App): Promise<void> {
  const guard = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };

  app.get('/api/admin/recharge/list', { ...guard, schema: schemas.adminRechargeListSchema }, async (request, reply) =>
    reply.ok(await adminRechargeList(app.db, request.query)),
  );

  app.post(
    '/api/admin/recharge/audit',
    { ...guard, schema: schemas.adminRechargeAuditSchema },
    async (request, reply) => {
      const admin = request.admin!;
      const { id, status, remark = '' } = request.body;
      const record = await app.db.transaction().execute(async (trx) => {
        const audited = await auditRecharge(trx, id, status, remark, admin.id);
        await writeAuditLog(
          trx,
          admin,
          { action: `recharge.${status}`, targetType: 'recharge', targetId: id, after: audited, remark },
          request.ip,
        );
        return audited;
      });
      return reply.ok(record);
    },
  );

  app.get(
    '/api/admin/chain_deposit/list',
    { ...guard, schema: schemas.adminChainDepositListSchema },
    async (request, reply) => reply.ok(await adminChainDepositList(app.db, request.query)),
  );

  app.get('/api/admin/extract/list', { ...guard, schema: schemas.adminExtractListSchema }, async (request, reply) =>
    reply.ok(await adminExtractList(app.db, request.query)),
  );

  app.post(
    '/api/admin/extract/audit',
    { ...guard, schema: schemas.adminExtractAuditSchema },
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
