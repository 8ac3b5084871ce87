import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from '@bazaar/design-system';

type Row = { id: number; name: string; total: string };
const rows: Row[] = [
  { id: 1, name: 'One', total: '1.00' },
  { id: 2, name: 'Two', total: '2.00' },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name },
  { id: 'total', header: 'Total', cell: (r) => r.total, sortable: true, numeric: true },
];
const base = { label: 'Rows', columns, rows, rowKey: (r: Row) => r.id, page: 1, pageSize: 10, total: 2 };

describe('DataTable', () => {
  it('shows bidi and zero-width controls in text cells written out, so a name reads as stored', () => {
    const spoof = [{ id: 3, name: 'admin\u202Egnp.exe', total: '\u200B3.00' }];
    render(<DataTable {...base} rows={spoof} total={1} onPageChange={vi.fn()} rowLabel={(r) => r.name} />);
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('admin⟨U+202E⟩gnp.exe');
    expect(row).toHaveTextContent('⟨U+200B⟩3.00');
    expect(row.textContent).not.toMatch(/[\u200B\u202E]/);
  });

  it('reports a sort without sorting, and marks the sorted header', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(<DataTable {...base} onPageChange={vi.fn()} onSortChange={onSortChange} />);
    const header = screen.getByRole('columnheader', { name: /Total/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith('total', 'desc');
    rerender(<DataTable {...base} onPageChange={vi.fn()} onSortChange={onSortChange} sort="total" order="desc" />);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('total', 'asc');
    // The rows stay in the server's order.
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('One');
  });

  it('selects the page but only the rows that may be, keeping other pages’ keys', () => {
    const onSelectedChange = vi.fn();
    render(
      <DataTable
        {...base}
        onPageChange={vi.fn()}
        selected={['9']}
        onSelectedChange={onSelectedChange}
        canSelect={(r) => r.id !== 2}
        bulkActions={(keys) => <button type="button">Act on {keys.length}</button>}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect([...onSelectedChange.mock.calls[0]![0]].sort()).toEqual(['1', '9']);
    expect(screen.getByRole('checkbox', { name: 'Select 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Act on 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith([]);
  });

  it('opens a row through its link, leaving modified clicks to the browser', () => {
    const onRowClick = vi.fn();
    render(<DataTable {...base} onPageChange={vi.fn()} rowHref={(r) => `/rows/${r.id}`} onRowClick={onRowClick} />);
    const link = screen.getByRole('link', { name: 'Two' });
    expect(link).toHaveAttribute('href', '/rows/2');
    fireEvent.click(link);
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
    fireEvent.click(link, { ctrlKey: true });
    expect(onRowClick).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('cell', { name: '1.00' }));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
  });

  it('says when it is empty and pages', () => {
    const onPageChange = vi.fn();
    render(<DataTable {...base} rows={[]} total={45} page={2} empty="None" onPageChange={onPageChange} />);
    expect(screen.getByRole('cell', { name: 'None' })).toBeInTheDocument();
    expect(screen.getByText('11–20 of 45')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
