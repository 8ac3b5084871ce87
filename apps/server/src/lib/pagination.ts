import type { Page } from '@bazaar/contract';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
/**
 * The largest row offset asked of the database: far past any table here, and a 64-bit integer on both databases.
 * A page beyond it (any integer is a valid `page`) answers the empty page every page past the last answers,
 * not an overflowing OFFSET (a 500 on SQLite).
 */
export const MAX_OFFSET = 2 ** 31 - 1;

export interface PageArgs {
  page: number;
  limit: number;
  offset: number;
}

/** Page and limit from a validated query (schemas already bound them; this applies defaults). */
export function pageArgs(query: { page?: number; limit?: number }): PageArgs {
  const page = Math.max(1, query.page ?? 1);
  const limit = Math.min(MAX_LIMIT, Math.max(1, query.limit ?? DEFAULT_LIMIT));
  return { page, limit, offset: Math.min((page - 1) * limit, MAX_OFFSET) };
}

/** The ThinkPHP paginator shape of the contract. */
export function toPage<T>(data: T[], total: number, args: PageArgs): Page<T> {
  return {
    total,
    per_page: args.limit,
    current_page: args.page,
    last_page: Math.max(1, Math.ceil(total / args.limit)),
    data,
  };
}
