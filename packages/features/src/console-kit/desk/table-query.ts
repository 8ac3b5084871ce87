import type { SortOrder } from '@bazaar/contract';

/** What a desk table shows: its page, sort and filters, as the screen keeps them. */
export interface TableState {
  page: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
  /** A status, or 'all' (no status). */
  status: string;
  keyword: string;
  /** A shop's id, or '' (every shop). */
  shopId: string;
  /** The first and last day shown, as a date input gives them ('YYYY-MM-DD', the browser's day), or ''. */
  from: string;
  to: string;
}

/** The page sizes a desk table offers: the contract caps `limit` at 50. */
export const PAGE_SIZES = [10, 20, 50] as const;

export const initialTable = (status: string, sort?: string): TableState => ({
  page: 1,
  limit: 20,
  sort,
  order: 'desc',
  status,
  keyword: '',
  shopId: '',
  from: '',
  to: '',
});

/** Midnight starting the day `date` ('YYYY-MM-DD') in the browser's time zone, `days` later, in unix seconds. */
function dayStart(date: string, days = 0): number | undefined {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return Math.floor(new Date(y, m - 1, d + days).getTime() / 1000);
}

/**
 * The list call's query (AdminTableQuery): the period is [from's midnight, the midnight after `to`), so
 * the last day counts whole; empty filters are left out.
 */
export function tableQuery(state: TableState) {
  const start = state.from ? dayStart(state.from) : undefined;
  const end = state.to ? dayStart(state.to, 1) : undefined;
  return {
    page: state.page,
    limit: state.limit,
    ...(state.sort ? { sort: state.sort, order: state.order ?? 'desc' } : {}),
    ...(state.status && state.status !== 'all' ? { status: state.status } : {}),
    ...(state.keyword.trim() ? { keyword: state.keyword.trim() } : {}),
    ...(state.shopId ? { shop_id: Number(state.shopId) } : {}),
    ...(start !== undefined ? { start } : {}),
    ...(end !== undefined ? { end } : {}),
  };
}

/** A change of filter, sort or page size starts over at page 1; a page change keeps the rest. */
export function changeTable(state: TableState, change: Partial<TableState>): TableState {
  const restart = Object.keys(change).some((k) => k !== 'page');
  return { ...state, ...change, ...(restart && change.page === undefined ? { page: 1 } : {}) };
}
