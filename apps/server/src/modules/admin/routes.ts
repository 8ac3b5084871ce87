import type { App } from '../../app-types';
import { writeAuditLog } from '../admin-session/audit-log';
import { reviewApplication } from '../content/merchant';
import { applicationList } from './applications';
import { auditLogList } from './audit-log-list';
import { adminCatalogRoutes } from './catalog-routes';
import { adminChatRoutes } from '../chat/admin-routes';
import { adminTranslationRoutes } from './translation-routes';
import { adminContentRoutes } from './content-routes';
import { adminExportRoutes } from './export-routes';
import { adminLedgerRoutes } from './ledger-routes';
import { dashboard } from './dashboard';
import { dashboardCharts } from './dashboard-charts';
import { adminOperatorRoutes } from './operator-routes';
import { adminOrderRoutes } from './order-routes';
import { adminRefundRoutes } from './refund-routes';
import * as schemas from './schemas';
import { nowSeconds } from '../../lib/time';
import { adminSessionRoutes } from './session-routes';
import { readSettings, saveSettings } from './settings';
import { settlement } from './settlement';
import { monthlySettlement } from './settlement-months';
import { adminUserList, setFrozen } from './users';
import { adminWalletRoutes } from './wallet-routes';

/**
 * Every operator call (`/api/admin/*`), the console's, and no other: one file per area of the URL,
 * registered here (the table is in the server README). Rules shared with the shop stay in their
 * domain modules (order/operator.ts, wallet/audit.ts, refund/handle.ts) and are called from here.
 */
export async function adminRoutes(app: App, opts: { signInRateLimit: number; timeZone: string }): Promise<void> {
  await adminSessionRoutes(app, opts);
  await adminPlatformRoutes(app, opts);
  await adminOperatorRoutes(app, opts);
  await adminOrderRoutes(app);
  await adminRefundRoutes(app);
  await adminWalletRoutes(app);
  await adminContentRoutes(app);
  await adminCatalogRoutes(app);
  await adminLedgerRoutes(app);
  await adminExportRoutes(app, opts);
  await adminTranslationRoutes(app);
  await adminChatRoutes(app);
}

/**
 * The platform's own calls. The dashboard and the settlement are open to merchants (scoped to
 * their shop); users, applications, settings and the audit log are the admin's alone.
 */
async function adminPlatformRoutes(app: App, { timeZone }: { timeZone: string }): Promise<void> {
  const operator = { preHandler: app.authenticateAdmin };
  const adminOnly = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };

  app.get('/api/admin/dashboard', { ...operator, schema: schemas.dashboardSchema }, async (request, reply) =>
    reply.ok(await dashboard(app.db, request.admin!, timeZone)),
  );

  app.get(
    '/api/admin/dashboard/charts',
    { ...operator, schema: schemas.dashboardChartsSchema },
    async (request, reply) => reply.ok(await dashboardCharts(app.db, request.admin!, timeZone, nowSeconds())),
  );

  app.get(
    '/api/admin/settlement/monthly',
    { ...operator, schema: schemas.monthlySettlementSchema },
    async (request, reply) =>
      reply.ok(await monthlySettlement(app.db, request.admin!, request.query, timeZone, nowSeconds())),
  );

  app.get('/api/admin/settlement', { ...operator, schema: schemas.settlementSchema }, async (request, reply) =>
    reply.ok(await settlement(app.db, request.admin!, request.query)),
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

  app.get('/api/admin/audit_log', { ...adminOnly, schema: schemas.auditLogSchema }, async (request, reply) =>
    reply.ok(await auditLogList(app.db, request.query)),
  );
}
