import {
  AdminListQuery,
  Envelope,
  OperatorDisableBody,
  OperatorPasswordBody,
  OperatorView,
  Page,
} from '@bazaar/contract';
import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { tokenOf } from '../../plugins/auth';
import { writeAuditLog } from '../../lib/audit-log';
import { changeOperatorPassword, operatorList, setOperatorDisabled } from './operator-accounts';
import { createOperator } from './operators';
import { operatorCreateSchema } from './schemas';

const tags = ['admin'];
const security = [{ token: [] }];

/**
 * Operator accounts: admins create, list and disable them; every operator changes its own password.
 * Every change is written to the audit log in its own transaction.
 */
export async function adminOperatorRoutes(app: App, opts: { signInRateLimit: number }): Promise<void> {
  const operator = { preHandler: app.authenticateAdmin };
  const adminOnly = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };

  app.post('/api/admin/operator/create', { ...adminOnly, schema: operatorCreateSchema }, async (request, reply) => {
    const operator = await app.db.transaction().execute(async (trx) => {
      const created = await createOperator(trx, request.body);
      const entry = { action: 'operator.create', targetType: 'admin', targetId: created.id, after: created };
      await writeAuditLog(trx, request.admin!, entry, request.ip);
      return created;
    });
    return reply.ok(operator);
  });

  app.get(
    '/api/admin/operator/list',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Operators newest first; status normal|disabled, keyword: part of the account name (admins only)',
        querystring: AdminListQuery,
        response: { 200: Envelope(Page(OperatorView)) },
      },
    },
    async (request, reply) => reply.ok(await operatorList(app.db, request.query)),
  );

  app.post(
    '/api/admin/operator/password',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary:
          'Changes the caller’s own password (old_password required; its other sessions end) or, for an admin, sets another operator’s (id; all its sessions end)',
        body: OperatorPasswordBody,
        response: { 200: Envelope(Type.Null()) },
      },
      // Guessing the old password through a borrowed session is limited like sign-in.
      config: { rateLimit: { max: opts.signInRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const admin = request.admin!;
      await app.db.transaction().execute(async (trx) => {
        const { id, own } = await changeOperatorPassword(trx, admin, request.body, tokenOf(request)!);
        const entry = {
          action: own ? 'operator.password' : 'operator.password_reset',
          targetType: 'admin',
          targetId: id,
          // Never the hash: only that it changed and who changed it.
          after: { changed_by: admin.id },
        };
        await writeAuditLog(trx, admin, entry, request.ip);
      });
      return reply.ok(null);
    },
  );

  app.post(
    '/api/admin/operator/disable',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: 'Disables (no sign-in, its sessions end) or enables an operator; never oneself (admins only)',
        body: OperatorDisableBody,
        response: { 200: Envelope(OperatorView) },
      },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const { id, disabled } = request.body;
      const after = await app.db.transaction().execute(async (trx) => {
        const change = await setOperatorDisabled(trx, admin, id, disabled);
        const action = disabled ? 'operator.disable' : 'operator.enable';
        await writeAuditLog(trx, admin, { action, targetType: 'admin', targetId: id, ...change }, request.ip);
        return change.after;
      });
      return reply.ok(after);
    },
  );
}
