import { useMemo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { showInvisibleControls } from '@bazaar/contract';
import { cx } from '../../utils/pressable';
import { visibleText } from '../../utils/visible-text';
import { Pager } from './components/pager';
import { dataTableTexts, type DataTableTexts } from './texts';
import './data-table.css';

/** The direction a `DataTable` column is sorted in. */
export type SortOrder = 'asc' | 'desc';

/** One column: what its header says and what each row shows in it. */
export interface DataTableColumn<T> {
  /** The column's key; for a sortable column, the `sort` value reported (the server's sort name). */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Its header sorts (server-side: the table only reports the change). @default false */
  sortable?: boolean;
  /** The order a first click on its header asks for. @default 'desc' */
  firstOrder?: SortOrder;
  /** Money or a count: right-aligned with tabular figures. @default false */
  numeric?: boolean;
  /** A CSS width for the column (e.g. '8rem'); the rest share what is left. */
  width?: string;
}

/** One server page of rows, the columns, the sorting and paging it reports, and its texts. */
export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page, as the server sent them (never sorted or sliced here). */
  rows: readonly T[];
  /** A stable key per row (its id): selection and React keys. */
  rowKey: (row: T) => string | number;
  /** Names a row for screen readers (the checkbox's name), e.g. the order number. @default its key */
  rowLabel?: (row: T) => string;
  /** The sorted column's id, if any. */
  sort?: string;
  /** @default 'desc' */
  order?: SortOrder;
  /** A sortable header was clicked: the column and the order it asks for. */
  onSortChange?: (sort: string, order: SortOrder) => void;
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Rows in the whole (filtered) list on the server. */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows the page size selector. */
  onPageSizeChange?: (pageSize: number) => void;
  /** @default [10, 20, 50, 100] */
  pageSizes?: readonly number[];
  /** Each row's address: the first column becomes a link to it. */
  rowHref?: (row: T) => string;
  /**
   * Opening a row (its link, or a click anywhere on the row). With `rowHref` too, a plain click calls this
   * instead of following the link (a single-page app routes itself); ctrl/⌘/middle clicks open the link.
   */
  onRowClick?: (row: T) => void;
  /** Keys of the selected rows; with `onSelectedChange`, a checkbox column appears. */
  selected?: readonly string[];
  onSelectedChange?: (keys: string[]) => void;
  /** Whether a row may be selected (e.g. only paid orders ship). @default every row */
  canSelect?: (row: T) => boolean;
  /** The bulk-action bar's actions, shown while rows are selected; given the selected keys. */
  bulkActions?: (keys: string[]) => ReactNode;
  /** A page is on its way: a bar runs along the top (the body says so when empty) and the table is aria-busy. */
  loading?: boolean;
  /** What the body shows without rows. @default texts.empty */
  empty?: ReactNode;
  /** The table's words, e.g. translated by the app. @default English (see texts.ts) */
  texts?: Partial<DataTableTexts>;
  className?: string;
  style?: CSSProperties;
}

const SELECT = '__select';
const INTERACTIVE = 'a, button, input, select, textarea, label';
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A themed table of one server page, on @tanstack/react-table (headless): sorting and paging are controlled
 * and reported, never done here; optional row selection with a bulk bar. It scrolls sideways inside its
 * own box when narrower than its columns, never the page.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowKey, rowLabel, sort, order = 'desc', onSortChange, rowHref, onRowClick } = props;
  const { selected, onSelectedChange, canSelect, bulkActions, loading = false, empty } = props;
  const texts = { ...dataTableTexts, ...props.texts };
  const selectable = Boolean(onSelectedChange);
  const nameOf = (row: T) => showInvisibleControls(rowLabel?.(row) ?? String(rowKey(row)));

  const defs = useMemo<ColumnDef<T>[]>(
    () => [
      ...(selectable ? [{ id: SELECT, enableSorting: false, header: () => null, cell: () => null }] : []),
      ...columns.map((c): ColumnDef<T> => ({
        id: c.id,
        // The table sorts nothing itself (manualSorting), but tanstack offers sorting only on accessor columns.
        accessorFn: () => 0,
        enableSorting: Boolean(c.sortable),
        sortDescFirst: (c.firstOrder ?? 'desc') === 'desc',
        header: () => c.header,
        // Cells show what people typed: invisible bidi and zero-width controls are written out.
        cell: ({ row }) => visibleText(c.cell(row.original)),
        meta: c,
      })),
    ],
    [columns, selectable],
  );
  const sorting: SortingState = sort ? [{ id: sort, desc: order === 'desc' }] : [];
  const rowSelection: RowSelectionState = Object.fromEntries((selected ?? []).map((k) => [k, true]));
  const table = useReactTable<T>({
    data: rows as T[],
    columns: defs,
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: (row) => canSelect?.(row.original) ?? true,
    state: { sorting, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (next[0]) onSortChange?.(next[0].id, next[0].desc ? 'desc' : 'asc');
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelectedChange?.(Object.keys(next).filter((k) => next[k]));
    },
  });

  const open = (row: T, event: MouseEvent) => {
    if (!onRowClick) return;
    // A new tab or window is the browser's to open.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onRowClick(row);
  };
  const openRow = (row: T, event: MouseEvent<HTMLTableRowElement>) => {
    // Clicks on the row's own controls (its link, checkbox, buttons) are theirs.
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    if (onRowClick) return onRowClick(row);
    const href = rowHref?.(row);
    if (href) window.location.assign(href);
  };
  const linked = Boolean(rowHref || onRowClick);
  const firstData = columns[0]?.id;
  const keys = Object.keys(rowSelection);
  const headerRows = table.getHeaderGroups();
  const bodyRows = table.getRowModel().rows;

  return (
    <div className={cx('bz-data-table', loading && 'bz-data-table--loading', props.className)} style={props.style}>
      {selectable && keys.length > 0 && (
        <div className="bz-data-table__bulk" role="region" aria-label={texts.selected(keys.length)}>
          <span className="bz-data-table__bulk-count">{texts.selected(keys.length)}</span>
          <span className="bz-data-table__bulk-actions">{bulkActions?.(keys)}</span>
          <button type="button" className="bz-data-table__clear" onClick={() => onSelectedChange?.([])}>
            {texts.clearSelection}
          </button>
        </div>
      )}
      <div className="bz-data-table__scroll">
        <table className="bz-data-table__table" aria-label={label} aria-busy={loading}>
          <thead>
            {headerRows.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column.columnDef.meta as DataTableColumn<T> | undefined;
                  if (header.column.id === SELECT) {
                    return (
                      <th key={header.id} className="bz-data-table__check" scope="col">
                        <input
                          type="checkbox"
                          aria-label={texts.selectAll}
                          checked={table.getIsAllPageRowsSelected()}
                          ref={(el) => {
                            if (el) el.indeterminate = table.getIsSomePageRowsSelected();
                          }}
                          disabled={!bodyRows.some((r) => r.getCanSelect())}
                          onChange={table.getToggleAllPageRowsSelectedHandler()}
                        />
                      </th>
                    );
                  }
                  const sorted = header.column.getIsSorted();
                  const next = header.column.getNextSortingOrder();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      style={column?.width ? { width: column.width } : undefined}
                      className={cx(column?.numeric && 'bz-data-table__numeric')}
                      aria-sort={header.column.getCanSort() ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="bz-data-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <SortArrows direction={sorted || undefined} />
                          <span className="bz-data-table__hidden">
                            , {next === 'asc' ? texts.sortAscending : texts.sortDescending}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {bodyRows.length === 0 && (
              <tr>
                <td colSpan={defs.length} className="bz-data-table__message">
                  {loading ? texts.loading : (empty ?? texts.empty)}
                </td>
              </tr>
            )}
            {bodyRows.map((row) => (
              <tr
                key={row.id}
                className={cx(
                  linked && 'bz-data-table__row--linked',
                  row.getIsSelected() && 'bz-data-table__row--selected',
                )}
                onClick={linked ? (e) => openRow(row.original, e) : undefined}
              >
                {row.getVisibleCells().map((cell) => {
                  const column = cell.column.columnDef.meta as DataTableColumn<T> | undefined;
                  if (cell.column.id === SELECT) {
                    return (
                      <td key={cell.id} className="bz-data-table__check">
                        <input
                          type="checkbox"
                          aria-label={texts.selectRow(nameOf(row.original))}
                          checked={row.getIsSelected()}
                          disabled={!row.getCanSelect()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </td>
                    );
                  }
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  const href = rowHref?.(row.original);
                  return (
                    <td key={cell.id} className={cx(column?.numeric && 'bz-data-table__numeric')}>
                      {cell.column.id !== firstData || !linked ? (
                        content
                      ) : href ? (
                        <a className="bz-data-table__link" href={href} onClick={(e) => open(row.original, e)}>
                          {content}
                        </a>
                      ) : (
                        <button type="button" className="bz-data-table__link" onClick={(e) => open(row.original, e)}>
                          {content}
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={props.page}
        pageSize={props.pageSize}
        total={props.total}
        pageSizes={props.pageSizes ?? [10, 20, 50, 100]}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        texts={texts}
      />
    </div>
  );
}

function SortArrows({ direction }: { direction: SortOrder | undefined }) {
  return (
    <svg viewBox="0 0 8 14" aria-hidden="true" className="bz-data-table__arrows">
      <path d="M4 1L7 5H1z" className={direction === 'asc' ? 'bz-data-table__arrow--on' : undefined} />
      <path d="M4 13L1 9h6z" className={direction === 'desc' ? 'bz-data-table__arrow--on' : undefined} />
    </svg>
  );
}
