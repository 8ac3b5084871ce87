import type { AdminListQuery, OperatorPasswordBody, OperatorView, Page } from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { pageArgs, toPage } from '../../lib/pagination';
import { nowSeconds } from '../../lib/time';
import type { AdminIdentity } from '../../plugins/admin-auth';
import { revokeAllAdminTokens } from './tokens';
import { newPasswordOf } from '../user/fields';

/** Operator accounts after their creation: the list, passwords, disabling. Admins manage; each operator owns its password. */

const COLUMNS = [
  'admins.id',
  'admins.username',
  'admins.nickname',
  'admins.role',
  'admins.shop_id',
  'admins.status',
  'admins.createtime',
] as const;

function operatorRows(db: DbOrTrx, ids?: number[]) {
  let q = db
    .selectFrom('admins')
    .leftJoin('shops', 'shops.id', 'admins.shop_id')
    .select([...COLUMNS, 'shops.name']);
  if (ids) q = q.where('admins.id', 'in', ids);
  return q;
}

type Row = {
  id: number;
  username: string;
  nickname: string;
  role: string;
  shop_id: number | null;
  status: string;
  createtime: number;
  name: string | null;
};

const toView = (r: Row): OperatorView => ({
  id: r.id,
  username: r.username,
  nickname: r.nickname,
  role: r.role === 'merchant' ? 'merchant' : 'admin',
  shop_id: r.shop_id,
  shop_name: r.name ?? '',
  status: r.status === 'normal' ? 'normal' : 'disabled',
  createtime: r.createtime,
});

/** operator/list: newest first; `status` normal|disabled, `keyword` part of the account name. */
export async function operatorList(db: DbOrTrx, query: AdminListQuery): Promise<Page<OperatorView>> {
  const args = pageArgs(query);
  let base = db.selectFrom('admins');
  if (query.status === 'normal') base = base.where('status', '=', 'normal');
  if (query.status === 'disabled') base = base.where('status', '!=', 'normal');
  // `%` and `\` are dropped (SQLite has no default escape character); `_` stays, as account names use
  // it: as a wildcard it only widens the match by a character.
  const keyword = query.keyword?.trim().replace(/[%\\]/g, '');
  if (keyword) base = base.where('username', 'like', `%${keyword}%`);
  const [idRows, count] = await Promise.all([
    base.select('id').orderBy('id', 'desc').limit(args.limit).offset(args.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = idRows.map((r) => r.id);
  const rows = ids.length ? await operatorRows(db, ids).orderBy('admins.id', 'desc').execute() : [];
  return toPage(rows.map(toView), Number(count.n), args);
}

export async function operatorView(db: DbOrTrx, id: number): Promise<OperatorView> {
  const row = await operatorRows(db, [id]).executeTakeFirst();
  if (!row) throw new BusinessError('common.record_not_found', { field: 'id' });
  return toView(row);
}

/**
 * operator/password. Its own password: the old one is required and checked, the new one must differ,
 * and every other session of the operator ends. Another operator's: admins only, no old password,
 * and all of that operator's sessions end (a reset is what an admin does for a lost or leaked password).
 */
export async function changeOperatorPassword(
  trx: Trx,
  admin: AdminIdentity,
  body: OperatorPasswordBody,
  currentToken: string,
): Promise<{ id: number; own: boolean }> {
  const targetId = body.id ?? admin.id;
  const own = targetId === admin.id;
  if (!own && admin.role !== 'admin') throw new BusinessError('common.no_permission');
  const target = await trx
    .selectFrom('admins')
    .select(['id', 'password_hash'])
    .where('id', '=', targetId)
    .executeTakeFirst();
  if (!target) throw new BusinessError('common.record_not_found', { field: 'id' });
  if (own && !body.old_password) throw new BusinessError('password.old_required', { field: 'old_password' });
  const password = newPasswordOf(body.password, 'password', 'password.enter_new');
  if (own && !(await verifyPassword(body.old_password!, target.password_hash))) {
    throw new BusinessError('password.old_incorrect', { field: 'old_password' });
  }
  if (await verifyPassword(password, target.password_hash)) {
    throw new BusinessError('password.must_differ', { field: 'password' });
  }
  await trx
    .updateTable('admins')
    .set({ password_hash: await hashPassword(password), updatetime: nowSeconds() })
    .where('id', '=', targetId)
    .execute();
  await revokeAllAdminTokens(trx, targetId, own ? currentToken : undefined);
  return { id: targetId, own };
}

/** operator/disable: admins only, never themselves (so one admin always remains); sessions end at once. */
export async function setOperatorDisabled(
  trx: Trx,
  admin: AdminIdentity,
  id: number,
  disabled: boolean,
): Promise<{ before: OperatorView; after: OperatorView }> {
  if (id === admin.id) throw new BusinessError('common.no_permission');
  const before = await operatorView(trx, id);
  await trx
    .updateTable('admins')
    .set({ status: disabled ? 'disabled' : 'normal', updatetime: nowSeconds() })
    .where('id', '=', id)
    .execute();
  // Ended, not only refused while disabled: enabling the operator again must not bring old sessions back.
  if (disabled) await revokeAllAdminTokens(trx, id);
  return { before, after: await operatorView(trx, id) };
}
