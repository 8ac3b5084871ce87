import { useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import type { Page } from '@bazaar/contract';
import type { DataTableProps } from '@bazaar/design-system';
import { PAGE_SIZES, changeTable, initialTable, tableQuery, type TableState } from './table-query';
import { useTablePage } from './use-table-page';
import { useTableTexts } from './use-table-texts';

type Wiring<T> = Pick<
  DataTableProps<T>,
  | 'rows'
  | 'sort'
  | 'order'
  | 'onSortChange'
  | 'page'
  | 'pageSize'
  | 'total'
  | 'pageSizes'
  | 'onPageChange'
  | 'onPageSizeChange'
  | 'loading'
  | 'texts'
  | 'rowHref'
  | 'onRowClick'
>;

/**
 * A desk table's state and data: its filters, sort and page (what the server is asked for), the selection
 * (the page's: another page or filter starts it over), and the DataTable props that wire them together.
 * `Q` is the list call's query type: the sortable columns' ids must be its sort names. `path` is a row's
 * console path (its detail or editor): the row links there, and a plain click routes in the app.
 */
export function useDeskTable<Q extends object, T>(
  name: string,
  initial: { status: string; sort: string },
  fetch: (query: Q) => Promise<Page<T>>,
  path?: (row: T) => string,
) {
  const navigate = useNavigate();
  // The router's basename (/console): a link's href is the whole address, for a new tab.
  const base = useHref('/').replace(/\/$/, '');
  const [state, setState] = useState<TableState>(() => initialTable(initial.status, initial.sort));
  const [selected, setSelected] = useState<string[]>([]);
  const change = (c: Partial<TableState>) => {
    setState((s) => changeTable(s, c));
    setSelected([]);
  };
  const { data, isLoading, mutate } = useTablePage(name, tableQuery(state) as Q, fetch);
  const texts = useTableTexts();
  const rows = data?.data ?? [];
  const table: Wiring<T> = {
    rows,
    sort: state.sort,
    order: state.order,
    onSortChange: (sort, order) => change({ sort, order }),
    page: state.page,
    pageSize: state.limit,
    total: data?.total ?? 0,
    pageSizes: PAGE_SIZES,
    onPageChange: (page) => change({ page }),
    onPageSizeChange: (limit) => change({ limit }),
    loading: isLoading,
    texts,
    rowHref: path && ((row) => base + path(row)),
    onRowClick: path && ((row) => navigate(path(row))),
  };
  /** After a bulk action: nothing selected, the page fetched again. */
  const done = async () => {
    setSelected([]);
    await mutate();
  };
  /** The DataTable's selection props, for a table with bulk actions. */
  const selection: Pick<DataTableProps<T>, 'selected' | 'onSelectedChange'> = {
    selected,
    onSelectedChange: setSelected,
  };
  return { state, change, rows, table, selection, done };
}
