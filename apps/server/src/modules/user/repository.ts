import type { DbOrTrx, UsersTable } from '../../db';
import type { Selectable } from 'kysely';

export type UserRow = Selectable<UsersTable>;

/** The shopper signing in with an email, a mobile number or a username. */
export async function findByAccount(db: DbOrTrx, account: string): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll();
  if (account.includes('@')) return query.where('email', '=', account.toLowerCase()).executeTakeFirst();
  // A username and someone else's mobile number could collide: the username wins.
  const rows = await query
    .where((eb) => eb.or([eb('username', '=', account), eb('mobile', '=', account)]))
    .orderBy('id')
    .execute();
  return rows.find((r) => r.username === account) ?? rows[0];
}

export function findById(db: DbOrTrx, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByEmail(db: DbOrTrx, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** True when another user (not `exceptId`) already has this value. */
export async function isTaken(
  db: DbOrTrx,
  column: 'email' | 'mobile' | 'username' | 'invite_code',
  value: string,
  exceptId = 0,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(column, '=', value)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return !!row;
}

export async function userIdOfInviteCode(db: DbOrTrx, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('invite_code', '=', code).executeTakeFirst();
  return row?.id;
}
