import { AdminLoginAnswer, AdminLoginBody, Envelope } from '@bazaar/contract';
import type { App } from '../../app-types';
import { BusinessError } from '../../lib/errors';
import { verifySignIn } from '../../lib/password';
import { revokeAdminToken, issueAdminToken } from './tokens';
import { tokenOf } from '../../plugins/auth';
import { Type } from '@sinclair/typebox';

/** Sign-in of operators and merchants; separate accounts and tokens from shoppers. */
export async function adminSessionRoutes(app: App, opts: { signInRateLimit: number }): Promise<void> {
  app.post(
    '/api/admin/login',
    {
      schema: { tags: ['admin'], body: AdminLoginBody, response: { 200: Envelope(AdminLoginAnswer) } },
      // Guessing operator passwords is the most valuable attack on the platform.
      config: { rateLimit: { max: opts.signInRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const account = request.body.account.trim();
      if (!account) throw new BusinessError('login.enter_account', { field: 'account' });
      if (!request.body.password) throw new BusinessError('login.enter_password', { field: 'password' });
      const admin = await app.db.selectFrom('admins').selectAll().where('username', '=', account).executeTakeFirst();
      const ok = await verifySignIn(request.body.password, admin?.password_hash);
      if (!admin || !ok) throw new BusinessError('login.incorrect');
      if (admin.status !== 'normal') throw new BusinessError('login.account_frozen');
      const { token, expires_in } = await issueAdminToken(app.db, admin.id);
      return reply.ok({
        admininfo: {
          id: admin.id,
          username: admin.username,
          nickname: admin.nickname,
          role: admin.role as 'admin' | 'merchant',
          shop_id: admin.shop_id,
          token,
          expires_in,
          createtime: admin.createtime,
        },
      });
    },
  );

  app.post(
    '/api/admin/logout',
    { schema: { tags: ['admin'], response: { 200: Envelope(Type.Null()) } }, preHandler: app.authenticateAdmin },
    async (request, reply) => {
      await revokeAdminToken(app.db, tokenOf(request)!);
      return reply.ok(null);
    },
  );
}
