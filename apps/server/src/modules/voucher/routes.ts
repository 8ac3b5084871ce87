import type { App } from '../../app-types';
import { nowSeconds } from '../../lib/time';
import { adminVoucherRoutes } from './admin-routes';
import * as schemas from './schemas';
import { collectVoucher, listVouchers, myVouchers } from './service';

/** The shopper's voucher calls (list is public, personal with a token), and the console's (admin-routes.ts). */
export async function voucherRoutes(app: App): Promise<void> {
  const auth = { preHandler: app.authenticate };

  app.get('/api/voucher/list', { schema: schemas.listSchema }, async (request, reply) => {
    await app.identify(request);
    return reply.ok(await listVouchers(app.db, request.query, request.userId, request.lang, nowSeconds()));
  });

  app.post('/api/voucher/collect', { ...auth, schema: schemas.collectSchema }, async (request, reply) => {
    const userId = request.userId!;
    return reply.ok(
      await app.db
        .transaction()
        .execute((trx) => collectVoucher(trx, userId, request.body.id, request.lang, nowSeconds())),
    );
  });

  app.get('/api/user/vouchers', { ...auth, schema: schemas.mineSchema }, async (request, reply) =>
    reply.ok(await myVouchers(app.db, request.userId!, request.query, request.lang, nowSeconds())),
  );

  await adminVoucherRoutes(app);
}
