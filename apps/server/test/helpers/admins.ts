import type { App } from '../../src/app-types';
import { hashPassword } from '../../src/lib/password';
import { nowSeconds } from '../../src/lib/time';
import { issueAdminToken } from '../../src/modules/admin/tokens';

let counter = 0;

/** An operator straight in the database, signed in: an admin, or a merchant of one shop. */
export async function createAdmin(
  app: App,
  options: { role?: 'admin' | 'merchant'; shopId?: number | null; password?: string } = {},
): Promise<{ id: number; token: string; username: string; password: string }> {
  counter += 1;
  const username = `op${process.pid}_${counter}_${Math.random().toString(36).slice(2, 6)}`;
  const password = options.password ?? 'operator123';
  const now = nowSeconds();
  const { id } = await app.db
    .insertInto('admins')
    .values({
      username,
      nickname: username,
      password_hash: await hashPassword(password),
      role: options.role ?? 'admin',
      shop_id: options.shopId ?? null,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await issueAdminToken(app.db, id);
  return { id, token, username, password };
}
