import type { DataTableTexts } from '../texts';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  texts: DataTableTexts;
}

/** Below the table: rows per page, the range shown, and previous / next. Pages count from 1. */
export function Pager({ page, pageSize, total, pageSizes, onPageChange, onPageSizeChange, texts }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="bz-data-table__pager">
      {onPageSizeChange && (
        <label className="bz-data-table__page-size">
          {texts.pageSize}
          <select value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
      <span className="bz-data-table__range" aria-live="polite">
        {texts.range(from, to, total)}
      </span>
      <span className="bz-data-table__pages">
        <button
          type="button"
          className="bz-data-table__page-button"
          aria-label={texts.previousPage}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          ‹
        </button>
        <span className="bz-data-table__page-of">{texts.pageOf(Math.min(page, pages), pages)}</span>
        <button
          type="button"
          className="bz-data-table__page-button"
          aria-label={texts.nextPage}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          ›
        </button>
      </span>
    </div>
  );
}
