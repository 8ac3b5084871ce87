import type { App } from '../../app-types';
import { nowSeconds } from '../../lib/time';
import { CommittedRefusal } from '../../plugins/idempotency';
import { checkPayCode, countPayCode } from '../user/pay-password';
import { createOrders } from './create';
import type { UnfundedHoldLimits } from './unfunded-holds';
import { cancelOrder, confirmOrder } from './lifecycle';
import { payOrders } from './pay';
import { payTarget } from './pay-target';
import { preview } from './preview';
import { listOrders, orderDetail, ownOrder, ownOrderRow } from './queries';
import * as schemas from './schemas';
import { adminOrderRoutes } from './admin-routes';

/** Checkout and orders (token); every call acts on the caller's own orders only. */
export async function orderRoutes(
  app: App,
  opts: { holdLimits: UnfundedHoldLimits; flashPaySeconds: number },
): Promise<void> {
  const preHandler = app.authenticate;

  app.post(
    '/api/order/preview',
    // Re-run as the shopper edits the checkout; it changes nothing, so no duplicate guard.
    { preHandler, schema: schemas.previewSchema, config: { duplicateGuard: false } },
    async (request, reply) => reply.ok(await preview(app.db, request.userId!, request.body, request.lang)),
  );

  app.post(
    '/api/order/create',
    { preHandler, schema: schemas.createSchema, config: { callLimit: 'money' } },
    async (request, reply) => {
      const userId = request.userId!;
      return reply.ok(
        await app.idempotent(request, (trx) => createOrders(trx, userId, request.body, request.lang, opts)),
      );
    },
  );

  app.post(
    '/api/order/pay',
    { preHandler, schema: schemas.paySchema, config: { callLimit: 'money' } },
    async (request, reply) => {
      const userId = request.userId!;
      // The code is checked first, then counted by the payment's transaction as its first statement
      // (one commit a payment); a refused code commits its count and pays nothing.
      const attempt = await checkPayCode(app.db, app.payCodes, userId, request.body.paypwd);
      return reply.ok(
        await app.idempotent(request, async (trx) => {
          const refused = await countPayCode(trx, attempt);
          return refused ? new CommittedRefusal(refused) : payOrders(trx, userId, request.body);
        }),
      );
    },
  );

  app.get('/api/order/pay_target', { preHandler, schema: schemas.payTargetSchema }, async (request, reply) =>
    reply.ok(await payTarget(app.db, request.userId!, request.query)),
  );

  app.get('/api/user/order_list', { preHandler, schema: schemas.listSchema }, async (request, reply) =>
    reply.ok(await listOrders(app.db, request.userId!, request.query, request.lang)),
  );

  app.get('/api/order/detail', { preHandler, schema: schemas.detailSchema }, async (request, reply) =>
    reply.ok(await orderDetail(app.db, request.userId!, request.query.id, request.lang)),
  );

  app.post('/api/order/cancel', { preHandler, schema: schemas.cancelSchema }, async (request, reply) => {
    const userId = request.userId!;
    await app.db.transaction().execute(async (trx) => {
      await ownOrderRow(trx, userId, request.body.id);
      await cancelOrder(trx, request.body.id);
    });
    return reply.ok(await ownOrder(app.db, userId, request.body.id, request.lang));
  });

  app.post('/api/order/confirm', { preHandler, schema: schemas.confirmSchema }, async (request, reply) => {
    const userId = request.userId!;
    await app.db.transaction().execute(async (trx) => {
      await ownOrderRow(trx, userId, request.body.id);
      await confirmOrder(trx, request.body.id, nowSeconds());
    });
    return reply.ok(await ownOrder(app.db, userId, request.body.id, request.lang));
  });
  // The console's calls of this domain.
  await adminOrderRoutes(app);
}
