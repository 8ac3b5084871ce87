import type { Page } from '@bazaar/contract';

/** The most a list call returns at once (the contract's cap). */
export const FLASH_LIST_LIMIT = 50;

type PageCall<T> = (page: number, limit: number) => Promise<Page<T>>;

/** Every row of a paged list, read page by page at the contract's cap: an export holds the whole list. */
export async function allPages<T>(fetch: PageCall<T>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetch(page, FLASH_LIST_LIMIT);
    rows.push(...answer.data);
    if (answer.current_page >= answer.last_page) return rows;
  }
}

/** The first row of a paged list that `match`es, read page by page until it turns up (no detail call); null if none. */
export async function findInPages<T>(fetch: PageCall<T>, match: (row: T) => boolean): Promise<T | null> {
  for (let page = 1; ; page += 1) {
    const answer = await fetch(page, FLASH_LIST_LIMIT);
    const found = answer.data.find(match);
    if (found) return found;
    if (answer.current_page >= answer.last_page) return null;
  }
}
