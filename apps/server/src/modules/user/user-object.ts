import { ORDER_STATUSES, type OrderCounts, type User, type Userinfo } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { formatMoney } from '../../lib/money';
import { chatUnread } from '../chat/service';
import { userBalances } from '../ledger';
import { findById, type UserRow } from './repository';

/** The session part of every login answer. */
export function userinfoOf(row: UserRow, session: { token: string; expires_in: number }): Userinfo {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    avatar: row.avatar,
    token: session.token,
    expires_in: session.expires_in,
    createtime: row.createtime,
  };
}

async function countOf(db: DbOrTrx, table: 'favourites' | 'follows', userId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function unreadNotifications(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function orderCounts(db: DbOrTrx, userId: number): Promise<OrderCounts> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderCounts;
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * The user object of getUserInfo and profile: balances from the ledger, counts from their
 * tables; `expiresIn` is what is left of the caller's token.
 */
export async function userObject(db: DbOrTrx, userId: number, expiresIn: number): Promise<User> {
  const row = await findById(db, userId);
  if (!row) throw new Error(`user ${userId} vanished`);
  const [balances, order_counts, favourite_count, follow_count, unread_notifications, chat_unread] = await Promise.all([
    userBalances(db, userId),
    orderCounts(db, userId),
    countOf(db, 'favourites', userId),
    countOf(db, 'follows', userId),
    unreadNotifications(db, userId),
    chatUnread(db, userId),
  ]);
  const { token: _token, ...info } = userinfoOf(row, { token: '', expires_in: expiresIn });
  return {
    ...info,
    family_name: row.family_name,
    given_name: row.given_name,
    real_name: row.real_name,
    money: formatMoney(balances.money),
    frozen_money: formatMoney(balances.frozen),
    has_pay_password: !!row.pay_password_hash,
    lang: row.lang,
    order_counts,
    favourite_count,
    follow_count,
    unread_notifications,
    chat_unread,
    alert_price_drop: row.alert_price_drop === 1,
    alert_back_in_stock: row.alert_back_in_stock === 1,
  };
}
