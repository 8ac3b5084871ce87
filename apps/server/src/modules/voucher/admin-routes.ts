import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import type { Trx } from '../../db';
import { nowSeconds } from '../../lib/time';
import { writeAuditLog } from '../../lib/audit-log';
import { adminVoucherList, saveVoucher, stopVoucher } from './admin';
import * as schemas from './schemas';

/**
 * Vouchers in the console: merchants their own shop's shop vouchers, operators any (admin.ts decides).
 * A save or a stop is written to the audit log in its own transaction.
 */
export async function adminVoucherRoutes(app: App): Promise<void> {
  const operator = { preHandler: app.authenticateAdmin };
  const logged = <T extends { id: number }>(request: FastifyRequest, action: string, act: (trx: Trx) => Promise<T>) =>
    app.db.transaction().execute(async (trx) => {
      const after = await act(trx);
      await writeAuditLog(
        trx,
        request.admin!,
        { action, targetType: 'voucher', targetId: after.id, after },
        request.ip,
      );
      return after;
    });

  app.post('/api/admin/voucher/save', { ...operator, schema: schemas.adminSaveSchema }, async (request, reply) =>
    reply.ok(
      await logged(request, 'voucher.save', (trx) =>
        saveVoucher(trx, request.admin!, request.body, request.lang, nowSeconds()),
      ),
    ),
  );

  app.get('/api/admin/voucher/list', { ...operator, schema: schemas.adminListSchema }, async (request, reply) =>
    reply.ok(await adminVoucherList(app.db, request.admin!, request.query, request.lang)),
  );

  app.post('/api/admin/voucher/stop', { ...operator, schema: schemas.adminStopSchema }, async (request, reply) =>
    reply.ok(
      await logged(request, 'voucher.stop', (trx) =>
        stopVoucher(trx, request.admin!, request.body.id, request.lang, nowSeconds()),
      ),
    ),
  );
}
