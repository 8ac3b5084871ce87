import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, Price, type DataTableColumn, type DataTableProps, type SortOrder } from '@bazaar/design-system';

type Order = { id: number; sn: string; shop: string; total: string; status: string };

const ALL: Order[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  sn: `SO2026112400${String(i + 1).padStart(2, '0')}`,
  shop: ['Tea House', 'Noodle Bar', 'Batik Corner'][i % 3]!,
  total: `${(i * 7.35 + 12).toFixed(2)}`,
  status: i % 4 === 0 ? 'Shipped' : 'To ship',
}));

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: (o) => o.sn, sortable: true },
  { id: 'shop', header: 'Shop', cell: (o) => o.shop },
  { id: 'total', header: 'Total', cell: (o) => <Price value={o.total} size="s" />, sortable: true, numeric: true },
  { id: 'status', header: 'Status', cell: (o) => o.status, sortable: true, firstOrder: 'asc' },
];

type Args = Omit<DataTableProps<Order>, 'rows' | 'page' | 'pageSize' | 'total'> & {
  rows?: Order[];
  page?: number;
  pageSize?: number;
  total?: number;
};

/** Plays the server: sorts and slices in the story, as an app's fetch would. */
function Controlled({ rows = ALL, ...args }: Args) {
  const [sort, setSort] = useState(args.sort ?? 'id');
  const [order, setOrder] = useState<SortOrder>(args.order ?? 'desc');
  const [page, setPage] = useState(args.page ?? 1);
  const [pageSize, setPageSize] = useState(args.pageSize ?? 10);
  const [selected, setSelected] = useState<string[]>([...(args.selected ?? [])]);
  const key = (o: Order) => (sort === 'total' ? Number(o.total) : sort === 'status' ? o.status : o.id);
  const sorted = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
  if (order === 'desc') sorted.reverse();
  return (
    <DataTable<Order>
      {...args}
      rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
      total={args.total ?? rows.length}
      sort={sort}
      order={order}
      onSortChange={(s, o) => {
        setSort(s);
        setOrder(o);
        setPage(1);
        args.onSortChange?.(s, o);
      }}
      page={page}
      pageSize={pageSize}
      onPageChange={(p) => {
        setPage(p);
        args.onPageChange(p);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      selected={args.onSelectedChange ? selected : undefined}
      onSelectedChange={
        args.onSelectedChange
          ? (keys) => {
              setSelected(keys);
              args.onSelectedChange?.(keys);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Design system/DataTable',
  component: Controlled,
  args: {
    label: 'Orders',
    columns,
    rowKey: (o: Order) => o.id,
    rowLabel: (o: Order) => o.sn,
    onPageChange: fn(),
    onSortChange: fn(),
    rowHref: (o: Order) => `#/orders/${o.id}`,
    onRowClick: fn(),
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; a click on Total sorts by it (the server's work: the table only reports it). */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole('columnheader', { name: /Total/ });
    await expect(total).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(total).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith('total', 'desc');
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(total).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('total', 'asc');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('12.00');
  },
};

/** Rows selected (only the ones that may be): the bulk bar counts them and holds the actions. */
export const Selection: Story = {
  args: {
    onSelectedChange: fn(),
    canSelect: (o: Order) => o.status === 'To ship',
    bulkActions: (keys: string[]) => (
      <button type="button" onClick={() => undefined}>
        Ship {keys.length}
      </button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select SO2026112400' + '22' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select SO2026112400' + '23' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['22', '23']);
    await expect(canvas.getByRole('region', { name: '2 selected' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select SO2026112400' + '21' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ship 2' })).toBeVisible();
  },
};

/** Page 2 of 3 with 10 rows a page; the size selector starts over at page 1. */
export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('11–20 of 23')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(canvas.getByText('1–23 of 23')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** A row opens through its first cell's link (keyboard too) or a click anywhere on it. */
export const RowLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'SO202611240023' });
    await expect(link).toHaveAttribute('href', '#/orders/23');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledWith(ALL[22]);
    await userEvent.click(canvas.getAllByRole('cell', { name: 'Noodle Bar' })[0]!);
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = { args: { rows: [], empty: 'No orders match these filters' } };

export const Loading: Story = { args: { rows: [], loading: true } };

/** At a desk: the same table with room for its columns. */
export const Desk: Story = {
  args: { onSelectedChange: fn(), bulkActions: () => <button type="button">Ship selected</button>, selected: ['23'] },
  globals: { viewport: { value: 'desk1280', isRotated: false } },
};
