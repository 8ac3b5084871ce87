import { Price, type DataTableColumn } from '@bazaar/design-system';
import type { ComponentProps } from 'react';
import { StatusOf } from '../components/audit-tag';

type Money = ComponentProps<typeof Price>['value'];

/** Money in a desk table: right-aligned tabular figures, sortable by the server under `id`. */
export const amountColumn = <T,>(id: string, header: string, amount: (row: T) => Money): DataTableColumn<T> => ({
  id,
  header,
  cell: (row) => <Price value={amount(row)} size="s" />,
  sortable: true,
  numeric: true,
});

/** A record's status tag; a first click sorts ascending, which puts the ones waiting (auditing, unpaid) first. */
export const statusColumn = <T extends { status: string }>(header: string): DataTableColumn<T> => ({
  id: 'status',
  header,
  cell: (row) => <StatusOf status={row.status} />,
  sortable: true,
  firstOrder: 'asc',
});

/** When a record was made, in `format` (a date for catalog rows, date and minute for money and orders). */
export const createdColumn = <T extends { createtime: number }>(
  header: string,
  format: (seconds: number) => string,
): DataTableColumn<T> => ({ id: 'createtime', header, cell: (row) => format(row.createtime), sortable: true });
