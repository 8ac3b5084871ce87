import { useState } from 'react';

/**
 * The one row opened beside a desk table, by id: it follows the row through a refresh and closes when
 * the row leaves the page (e.g. an audited record leaving the "under audit" filter).
 */
export function useOpenedRow<T extends { id: number }>(rows: readonly T[]) {
  const [id, setId] = useState<number | null>(null);
  const opened = id === null ? undefined : rows.find((r) => r.id === id);
  return { opened, open: (row: T) => setId(row.id), close: () => setId(null) };
}
