/**
 * The DataTable's own words. The design system ships no strings of its own in other languages:
 * an app passes its translations through the `texts` prop (these English ones are the defaults).
 */
export interface DataTableTexts {
  /** Shown in the body when there are no rows. */
  empty: string;
  /** Read while a page is loading. */
  loading: string;
  /** Label of the page size selector. */
  pageSize: string;
  /** The range shown, e.g. "21–40 of 53". */
  range: (from: number, to: number, total: number) => string;
  previousPage: string;
  nextPage: string;
  /** "Page 2 of 3". */
  pageOf: (page: number, pages: number) => string;
  /** The header checkbox's name. */
  selectAll: string;
  /** A row checkbox's name, given the row's label. */
  selectRow: (label: string) => string;
  /** The bulk bar's count, e.g. "3 selected". */
  selected: (count: number) => string;
  clearSelection: string;
  /** Read after a sortable header: what a click does. */
  sortAscending: string;
  sortDescending: string;
}

/** The English texts of a `DataTable` (empty, paging, sorting) for those the caller does not translate. */
export const dataTableTexts: DataTableTexts = {
  empty: 'Nothing here',
  loading: 'Loading…',
  pageSize: 'Rows per page',
  range: (from, to, total) => (total === 0 ? '0 of 0' : `${from}–${to} of ${total}`),
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  selectAll: 'Select all rows on this page',
  selectRow: (label) => `Select ${label}`,
  selected: (count) => `${count} selected`,
  clearSelection: 'Clear selection',
  sortAscending: 'sort ascending',
  sortDescending: 'sort descending',
};
