import { AdminUser, AdminUserListQuery, Envelope, Page, UserFreezeBody } from '@bazaar/contract';
import type { App } from '../../app-types';
import { writeAuditLog } from '../../lib/audit-log';
import { adminUserList, setFrozen } from './admin-list';

const tags = ['admin'];
const security = [{ token: [] }];

const userListSchema = {
  tags,
  security,
  summary:
    'Shoppers newest first or sorted; keyword: id, username, nickname, email or mobile; sign-up period (admins only)',
  querystring: AdminUserListQuery,
  response: { 200: Envelope(Page(AdminUser)) },
};

const userFreezeSchema = {
  tags,
  security,
  summary: 'Freezes (no sign-in, no money moves) or unfreezes a shopper (admins only)',
  body: UserFreezeBody,
  response: { 200: Envelope(AdminUser) },
};

/** The console's shoppers: the list, and freezing one (admins only). */
export async function adminUserRoutes(app: App): Promise<void> {
  const adminOnly = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };

  app.get('/api/admin/user/list', { ...adminOnly, schema: userListSchema }, async (request, reply) =>
    reply.ok(await adminUserList(app.db, request.query)),
  );

  app.post('/api/admin/user/freeze', { ...adminOnly, schema: userFreezeSchema }, async (request, reply) => {
    const { id, frozen } = request.body;
    const user = await app.db.transaction().execute(async (trx) => {
      const { before, after } = await setFrozen(trx, id, frozen);
      const action = frozen ? 'user.freeze' : 'user.unfreeze';
      await writeAuditLog(trx, request.admin!, { action, targetType: 'user', targetId: id, before, after }, request.ip);
      return after;
    });
    return reply.ok(user);
  });
}
