import type { AdminRole } from '@bazaar/contract';
import type { Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { nowSeconds } from '../../lib/time';
import { bounded, newPasswordOf, required } from '../user/fields';

export interface NewOperator {
  username: string;
  password: string;
  role: AdminRole;
  shop_id?: number | null;
}

/**
 * operator/create: admins create the other operators. A merchant belongs to one open
 * shop; an admin to none. Same password rule as shoppers; usernames are unique.
 */
export async function createOperator(
  trx: Trx,
  body: NewOperator,
): Promise<{ id: number; username: string; role: AdminRole; shop_id: number | null }> {
  const username = bounded(required(body.username, 'username', 'login.enter_account'), 'username');
  const password = newPasswordOf(body.password, 'password', 'login.enter_password');
  let shopId: number | null = null;
  if (body.role === 'merchant') {
    const shop = body.shop_id
      ? await trx.selectFrom('shops').select('id').where('id', '=', body.shop_id).executeTakeFirst()
      : undefined;
    if (!shop) throw new BusinessError('operator.choose_shop', { field: 'shop_id' });
    shopId = shop.id;
  }
  const taken = await trx.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst();
  if (taken) throw new BusinessError('operator.username_taken', { field: 'username' });
  const now = nowSeconds();
  const { id } = await trx
    .insertInto('admins')
    .values({
      username,
      nickname: username,
      password_hash: await hashPassword(password),
      role: body.role,
      shop_id: shopId,
      createtime: now,
      updatetime: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, username, role: body.role, shop_id: shopId };
}
