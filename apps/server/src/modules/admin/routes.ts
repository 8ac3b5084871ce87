import type { App } from '../../app-types';
import { writeAuditLog } from '../../lib/audit-log';
import { auditLogList } from './audit-log-list';
import { adminExportRoutes } from './export-routes';
import { dashboard } from './dashboard';
import { dashboardCharts } from './dashboard-charts';
import { adminOperatorRoutes } from './operator-routes';
import * as schemas from './schemas';
import { nowSeconds } from '../../lib/time';
import { adminSessionRoutes } from './session-routes';
import { readSettings, saveSettings } from './settings';
import { settlement } from './settlement';
import { monthlySettlement } from './settlement-months';

/**
 * Every operator call (`/api/admin/*`), the console's, and no other: one file per area of the URL,
 * registered here (the table is in the server README). Rules shared with the shop stay in their
 * domain modules (order/operator.ts, wallet/audit.ts, refund/handle.ts) and are called from here.
 */
export async function adminRoutes(app: App, opts: { signInRateLimit: number; timeZone: string }): Promise<void> {
  await adminSessionRoutes(app, opts);
  await adminPlatformRoutes(app, opts);
  await adminOperatorRoutes(app, opts);
  await adminExportRoutes(app, opts);
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
