import type { AdminUser, AdminUserListQuery, Page } from '@bazaar/contract';
import type { Selectable } from 'kysely';
import type { DbOrTrx, Trx, UsersTable } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { nowSeconds } from '../../lib/time';
import { userBalances } from '../ledger';
import { col, tableOrder } from '../../lib/table-query';

type UserRow = Pick<
  Selectable<UsersTable>,
  'id' | 'username' | 'nickname' | 'email' | 'mobile' | 'status' | 'createtime'
>;
const COLUMNS = ['id', 'username', 'nickname', 'email', 'mobile', 'status', 'createtime'] as const;

async function toAdminUser(db: DbOrTrx, row: UserRow): Promise<AdminUser> {
  const balances = await userBalances(db, row.id);
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    status: row.status === 'frozen' ? 'frozen' : 'normal',
    money: formatMoney(balances.money),
    frozen_money: formatMoney(balances.frozen),
    createtime: row.createtime,
  };
}

const SORTS = { createtime: col('createtime'), username: col('username') };

/** user/list: newest first unless sorted; `keyword` is a shopper id or part of username, nickname, email or mobile. */
export async function adminUserList(db: DbOrTrx, query: AdminUserListQuery): Promise<Page<AdminUser>> {
  const args = pageArgs(query);
  let base = db.selectFrom('users');
  if (query.status === 'normal' || query.status === 'frozen') base = base.where('status', '=', query.status);
  // LIKE wildcards are dropped: SQLite has no default escape character.
  const text = query.keyword
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
  if (text) {
    const like = `%${text}%`;
    const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    base = base.where((eb) =>
      eb.or([
        eb('id', '=', id),
        eb(eb.fn('lower', ['username']), 'like', like),
        eb(eb.fn('lower', ['nickname']), 'like', like),
        eb(eb.fn('lower', ['email']), 'like', like),
        eb('mobile', 'like', like),
      ]),
    );
  }
  if (query.start !== undefined) base = base.where('createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('createtime', '<', query.end);
  let rowsQuery = base.select(COLUMNS).limit(args.limit).offset(args.offset);
  for (const [expression, direction] of tableOrder(SORTS, col('id'), query)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(await Promise.all(rows.map((r) => toAdminUser(db, r))), Number(count.n), args);
}

/**
 * user/freeze: sign-in and every authenticated shopper call already refuse a frozen
 * account, so the status alone stops money moving. Answers the user before and after.
 */
export async function setFrozen(
  trx: Trx,
  id: number,
  frozen: boolean,
): Promise<{ before: AdminUser; after: AdminUser }> {
  const row = await trx.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('common.record_not_found', { field: 'id' });
  const status = frozen ? 'frozen' : 'normal';
  await trx.updateTable('users').set({ status, updatetime: nowSeconds() }).where('id', '=', id).execute();
  const before = await toAdminUser(trx, row);
  return { before, after: { ...before, status } };
}
