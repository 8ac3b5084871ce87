import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { BusinessError, UnauthorizedError } from '../lib/errors';
import { tokenCheck } from '../lib/token-first';
import { adminIdOfToken } from '../modules/admin/tokens';
import { tokenOf } from './auth';

/** The signed-in operator: an admin sees everything, a merchant only its own shop. */
export interface AdminIdentity {
  id: number;
  username: string;
  role: 'admin' | 'merchant';
  shopId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminIdentity;
  }
  interface FastifyInstance {
    /** preHandler of every /api/admin call: 401 without a valid admin token (at onRequest, before validation). */
    authenticateAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler for calls only an admin (not a merchant) may make; after authenticateAdmin (both at onRequest). */
    requireAdminRole: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * The one place that decides whether an operator may touch a shop's data: admins may,
 * merchants only their own shop. Refusals change nothing (code 0, "no permission").
 */
export function assertShopAccess(admin: AdminIdentity | undefined, shopId: number | null | undefined): void {
  if (!admin) throw new UnauthorizedError();
  if (admin.role === 'admin') return;
  if (shopId == null || admin.shopId !== shopId) throw new BusinessError('common.no_permission');
}

/** The shop a merchant is confined to, or undefined for an admin (every shop). */
export function shopScope(admin: AdminIdentity): number | undefined {
  return admin.role === 'admin' ? undefined : (admin.shopId ?? -1);
}

/** The operator a token signs in, if the token is valid and the account enabled (also the chat socket's first frame). */
export async function adminOfToken(db: Db, token: string): Promise<AdminIdentity | undefined> {
  const adminId = await adminIdOfToken(db, token);
  if (!adminId) return undefined;
  const row = await db
    .selectFrom('admins')
    .select(['id', 'username', 'role', 'shop_id', 'status'])
    .where('id', '=', adminId)
    .executeTakeFirst();
  if (!row || row.status !== 'normal') return undefined;
  return { id: row.id, username: row.username, role: row.role as AdminIdentity['role'], shopId: row.shop_id };
}

export const adminAuthPlugin = fp(
  async (app) => {
    app.decorateRequest('admin', undefined);

    app.decorate(
      'authenticateAdmin',
      tokenCheck(async (request: FastifyRequest) => {
        const token = tokenOf(request);
        const admin = token ? await adminOfToken(app.db, token) : undefined;
        if (!admin) throw new UnauthorizedError();
        request.admin = admin;
      }),
    );

    // Also before validation: a merchant learns nothing of the input of calls that are not theirs.
    app.decorate(
      'requireAdminRole',
      tokenCheck(async (request: FastifyRequest) => {
        if (request.admin?.role !== 'admin') throw new BusinessError('common.no_permission');
      }),
    );
  },
  { name: 'admin-auth', dependencies: ['db'] },
);
