import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTrx } from '../db';
import { hashPassword } from '../lib/password';
import { nowSeconds } from '../lib/time';

export interface AdminSeedConfig {
  adminAccount?: string;
  adminPassword?: string;
  production: boolean;
}

/**
 * Creates the first operator when no operator exists yet. Outside production, a missing
 * ADMIN_ACCOUNT/ADMIN_PASSWORD falls back to admin/admin123 with a loud warning; in
 * production nothing is created without them.
 */
export async function ensureFirstAdmin(db: DbOrTrx, config: AdminSeedConfig, log: FastifyBaseLogger): Promise<void> {
  const existing = await db.selectFrom('admins').select('id').where('role', '=', 'admin').executeTakeFirst();
  if (existing) return;
  let username = config.adminAccount;
  let password = config.adminPassword;
  if (!username || !password) {
    if (config.production) {
      log.error('no operator exists: set ADMIN_ACCOUNT and ADMIN_PASSWORD to create the first one');
      return;
    }
    username ??= 'admin';
    password ??= 'admin123';
    log.warn(
      { username },
      'first operator created with the DEFAULT password admin123: change it, or set ADMIN_PASSWORD',
    );
  }
  const now = nowSeconds();
  await db
    .insertInto('admins')
    .values({
      username,
      nickname: username,
      password_hash: await hashPassword(password),
      role: 'admin',
      createtime: now,
      updatetime: now,
    })
    .execute();
  log.info({ username }, 'first operator created');
}
