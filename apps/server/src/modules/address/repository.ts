import type { Address } from '@bazaar/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db';

const COLUMNS = ['id', 'name', 'mobile', 'area', 'address', 'tag', 'is_default'] as const;

type Row = { id: number; name: string; mobile: string; area: string; address: string; tag: string; is_default: number };
const toAddress = (row: Row): Address => ({ ...row, is_default: row.is_default === 1 });

export async function listAddresses(db: DbOrTrx, userId: number): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAddress);
}

/** The address when it belongs to the user; undefined for anyone else's or a missing one. */
export async function findAddress(db: DbOrTrx, userId: number, id: number): Promise<Address | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && toAddress(row);
}

export async function countAddresses(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface AddressFields {
  name: string;
  mobile: string;
  area: string;
  address: string;
  tag: string;
}

export async function insertAddress(db: DbOrTrx, userId: number, fields: AddressFields, now: number): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({ user_id: userId, ...fields, is_default: 0, createtime: now, updatetime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  db: DbOrTrx,
  userId: number,
  id: number,
  fields: AddressFields,
  now: number,
): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ ...fields, updatetime: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * One statement sets the flag on `id` and clears it on every other address of the user, so no
 * reader and no concurrent call ever sees two defaults or a half-done switch.
 */
export async function makeDefault(db: DbOrTrx, userId: number, id: number): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_default: sql<0 | 1>`case when id = ${id} then 1 else 0 end` })
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteAddress(db: DbOrTrx, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function newestAddressId(db: DbOrTrx, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}
