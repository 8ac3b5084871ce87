import type { App } from '../../app-types';
import { nowSeconds } from '../../lib/time';
import { adminVoucherList, saveVoucher, stopVoucher } from './admin';
import * as schemas from './schemas';

/** Vouchers in the console: merchants their own shop's shop vouchers, operators any (admin.ts decides). */
export async function adminVoucherRoutes(app: App): Promise<void> {
  const operator = { preHandler: app.authenticateAdmin };

  app.post('/api/admin/voucher/save', { ...operator, schema: schemas.adminSaveSchema }, async (request, reply) =>
    reply.ok(
      await app.db
        .transaction()
        .execute((trx) => saveVoucher(trx, request.admin!, request.body, request.lang, nowSeconds())),
    ),
  );

  app.get('/api/admin/voucher/list', { ...operator, schema: schemas.adminListSchema }, async (request, reply) =>
    reply.ok(await adminVoucherList(app.db, request.admin!, request.query, request.lang)),
  );

  app.post('/api/admin/voucher/stop', { ...operator, schema: schemas.adminStopSchema }, async (request, reply) =>
    reply.ok(
      await app.db
        .transaction()
        .execute((trx) => stopVoucher(trx, request.admin!, request.body.id, request.lang, nowSeconds())),
    ),
  );
}
