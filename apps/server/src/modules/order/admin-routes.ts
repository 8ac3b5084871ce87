import {
  AdminOrderDetail,
  AdminOrderListQuery,
  Envelope,
  Id,
  Order,
  Page,
  ShipBatchAnswer,
  ShipBatchBody,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { assertShopAccess } from '../../plugins/admin-auth';
import { writeAuditLog } from '../../lib/audit-log';
import { addLogistics, shipOrder } from './operator';
import { shipOrders } from './ship-batch';
import { adminOrderDetail } from './admin-detail';
import { adminOrderList } from './admin-list';

const tags = ['admin'];
const security = [{ token: [] }];
const AdminOrder = Type.Composite([Order, Type.Object({ user_id: Type.Integer(), shop_id: Type.Integer() })]);

const orderListSchema = {
  tags,
  security,
  summary:
    'Orders newest first or sorted; by status, order number, shop and creation period; a merchant sees its own shop only',
  querystring: AdminOrderListQuery,
  response: { 200: Envelope(Page(AdminOrder)) },
};

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

const detailSchema = {
  tags,
  security,
  summary: 'An order with items, address, payment, logistics, refunds and its history; admins, or the shop’s merchant',
  querystring: Type.Object({ id: Id }),
  response: { 200: Envelope(AdminOrderDetail) },
};

const shipSchema = {
  tags,
  security,
  summary:
    'Ships a paid order (waiting_deliver → delivered) with carrier and tracking number; admins, or the shop’s merchant',
  body: Type.Object({ id: Id, company: text(100), number: text(100) }),
  response: { 200: Envelope(Type.Null()) },
};

const shipBatchSchema = {
  tags,
  security,
  summary:
    'Ships several paid orders with one carrier, each with its tracking number, all or nothing; admins, or the shops’ merchant',
  description:
    'Every order is checked first (the operator’s shop, status waiting_deliver, listed once); the first refusal ' +
    'names the order (code 0, reason no_permission, status_not_allowed or duplicate_order) and nothing is shipped. ' +
    'Each shipped order is notified and audited as order/ship does.',
  body: ShipBatchBody,
  response: { 200: Envelope(ShipBatchAnswer) },
};

const logisticsSchema = {
  tags,
  security,
  summary: 'Adds a line to an order’s tracking timeline; admins, or the shop’s merchant',
  body: Type.Object({ id: Id, text: text(500) }),
  response: { 200: Envelope(Type.Null()) },
};

/** Operator calls on orders. A merchant sees and acts on its own shop's orders only. */
export async function adminOrderRoutes(app: App): Promise<void> {
  const preHandler = app.authenticateAdmin;

  app.get('/api/admin/order/list', { preHandler, schema: orderListSchema }, async (request, reply) =>
    reply.ok(await adminOrderList(app.db, request.admin!, request.query)),
  );

  app.get('/api/admin/order/detail', { preHandler, schema: detailSchema }, async (request, reply) =>
    reply.ok(await adminOrderDetail(app.db, request.admin!, request.query.id, request.lang)),
  );

  app.post('/api/admin/order/ship', { preHandler, schema: shipSchema }, async (request, reply) => {
    const admin = request.admin!;
    const { id, company, number } = request.body;
    await app.db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .select(['shop_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      assertShopAccess(admin, order?.shop_id);
      await shipOrder(trx, id, { company, number });
      await writeAuditLog(
        trx,
        admin,
        {
          action: 'order.ship',
          targetType: 'order',
          targetId: id,
          before: { status: order?.status },
          after: { company, number },
        },
        request.ip,
      );
    });
    return reply.ok(null);
  });

  app.post('/api/admin/order/ship_batch', { preHandler, schema: shipBatchSchema }, async (request, reply) => {
    const admin = request.admin!;
    return reply.ok(await app.db.transaction().execute((trx) => shipOrders(trx, admin, request.body, request.ip)));
  });

  app.post('/api/admin/order/logistics', { preHandler, schema: logisticsSchema }, async (request, reply) => {
    const admin = request.admin!;
    const { id, text: line } = request.body;
    await app.db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('orders').select('shop_id').where('id', '=', id).executeTakeFirst();
      assertShopAccess(admin, order?.shop_id);
      await addLogistics(trx, id, line);
      await writeAuditLog(
        trx,
        admin,
        { action: 'order.logistics', targetType: 'order', targetId: id, after: { text: line } },
        request.ip,
      );
    });
    return reply.ok(null);
  });
}
