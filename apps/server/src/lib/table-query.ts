import type { SortOrder } from '@bazaar/contract';
import { sql, type Expression } from 'kysely';
import { assertShopAccess, shopScope, type AdminIdentity } from '../plugins/admin-auth';

/**
 * The shared parts of the console's table queries (AdminTableQuery): which shop, and the ORDER BY
 * of a whitelisted sort column (keywords: likeText below).
 */

/**
 * The shop a table is confined to: a merchant's own (asking for another shop is refused), or the
 * admin's `shop_id` filter, or undefined (every shop).
 */
export function tableShop(admin: AdminIdentity, shopId: number | undefined): number | undefined {
  if (shopId !== undefined) assertShopAccess(admin, shopId);
  return shopScope(admin) ?? shopId;
}

/**
 * The ORDER BY of a table: its sort column (an expression from the table's whitelist; NULLs as 0
 * so both databases agree), then the id in the same direction so pages never overlap.
 */
export function tableOrder<S extends string>(
  columns: Record<Exclude<S, 'id'>, Expression<unknown>>,
  idColumn: Expression<unknown>,
  query: { sort?: S; order?: SortOrder },
): [Expression<unknown>, SortOrder][] {
  const direction = query.order ?? 'desc';
  const column = query.sort && query.sort !== 'id' ? columns[query.sort as Exclude<S, 'id'>] : undefined;
  return column
    ? [
        [column, direction],
        [idColumn, direction],
      ]
    : [[idColumn, direction]];
}

/** A column with NULL read as 0, so NULLs sort the same way on SQLite and PostgreSQL. */
export const orZero = (column: string) => sql<number>`coalesce(${sql.ref(column)}, 0)`;
export const col = (column: string) => sql.ref(column);

/** A lower-cased search keyword without LIKE wildcards (SQLite has no default escape character). */
export const likeText = (keyword: string | undefined): string =>
  (keyword ?? '')
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
