import type { App } from '../../app-types';
import { writeAuditLog } from '../admin-session/audit-log';
import { reviewApplication } from '../content/merchant';
import { applicationList } from './applications';
import { auditLogList } from './audit-log-list';
import { dashboard } from './dashboard';
import { adminOperationsRoutes } from './operations-routes';
import { createOperator } from './operators';
import { adminOrderList } from './orders';
import * as schemas from './schemas';
import { readSettings, saveSettings } from './settings';
import { adminUserList, setFrozen } from './users';

/**
 * The console's own calls. Orders and the dashboard are open to merchants (scoped to their
 * shop); users, applications, settings and the audit log are the admin's alone.
 */
export async function adminRoutes(app: App, opts: { signInRateLimit: number }): Promise<void> {
  const operator = { preHandler: app.authenticateAdmin };
  const adminOnly = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };

  app.get('/api/admin/dashboard', { ...operator, schema: schemas.dashboardSchema }, async (request, reply) =>
    reply.ok(await dashboard(app.db, request.admin!)),
  );

  app.get('/api/admin/order/list', { ...operator, schema: schemas.orderListSchema }, async (request, reply) =>
    reply.ok(await adminOrderList(app.db, request.admin!, request.query)),
  );

  app.get('/api/admin/user/list', { ...adminOnly, schema: schemas.userListSchema }, async (request, reply) =>
    reply.ok(await adminUserList(app.db, request.query)),
  );

  app.post('/api/admin/user/freeze', { ...adminOnly, schema: schemas.userFreezeSchema }, async (request, reply) => {
    const { id, frozen } = request.body;
    const user = await app.db.transaction().execute(async (trx) => {
      const { before, after } = await setFrozen(trx, id, frozen);
      const action = frozen ? 'user.freeze' : 'user.unfreeze';
      await writeAuditLog(trx, request.admin!, { action, targetType: 'user', targetId: id, before, after }, request.ip);
      return after;
    });
    return reply.ok(user);
  });

  app.get(
    '/api/admin/merchant/applications',
    { ...adminOnly, schema: schemas.applicationListSchema },
    async (request, reply) => reply.ok(await applicationList(app.db, request.query)),
  );

  app.post('/api/admin/merchant/review', { ...adminOnly, schema: schemas.reviewSchema }, async (request, reply) => {
    const { id, status, remark = '' } = request.body;
    // reviewApplication writes its own audit-log line in the same transaction.
    const outcome = await app.db
      .transaction()
      .execute((trx) => reviewApplication(trx, id, status, remark, request.admin!));
    return reply.ok(outcome);
  });

  app.get('/api/admin/setting', { ...adminOnly, schema: schemas.settingsSchema }, async (_request, reply) =>
    reply.ok(await readSettings(app.db)),
  );

  app.post('/api/admin/setting', { ...adminOnly, schema: schemas.saveSettingsSchema }, async (request, reply) => {
    const settings = await app.db.transaction().execute(async (trx) => {
      const { before, after } = await saveSettings(trx, request.body);
      await writeAuditLog(
        trx,
        request.admin!,
        { action: 'setting.save', targetType: 'setting', targetId: 'settings', before, after },
        request.ip,
      );
      return after;
    });
    return reply.ok(settings);
  });

  app.post(
    '/api/admin/operator/create',
    { ...adminOnly, schema: schemas.operatorCreateSchema },
    async (request, reply) => {
      const operator = await app.db.transaction().execute(async (trx) => {
        const created = await createOperator(trx, request.body);
        const entry = { action: 'operator.create', targetType: 'admin', targetId: created.id, after: created };
        await writeAuditLog(trx, request.admin!, entry, request.ip);
        return created;
      });
      return reply.ok(operator);
    },
  );

  app.get('/api/admin/audit_log', { ...adminOnly, schema: schemas.auditLogSchema }, async (request, reply) =>
    reply.ok(await auditLogList(app.db, request.query)),
  );

  await adminOperationsRoutes(app, opts);
}
