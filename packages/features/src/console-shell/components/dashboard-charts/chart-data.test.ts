import { describe, expect, it } from 'vitest';
import type { DashboardCharts } from '@bazaar/contract';
import { awaitingPoints, dayPoints, dayTable, hasData, statusPoints, topPoints, topTable } from './chart-data';

const day = (date: string, paid: number, cents: number) => ({
  date,
  start: 0,
  paid_orders: paid,
  sales: (cents / 100).toFixed(2),
  sales_cents: cents,
});

describe('the dashboard chart data', () => {
  const days = [day('2026-11-23', 0, 0), day('2026-11-24', 3, 123_456)];

  it('plots each day by month-day with sales in currency units, and tables the exact money text', () => {
    expect(dayPoints(days)).toEqual([
      { day: '11-23', sales: 0, orders: 0 },
      { day: '11-24', sales: 1234.56, orders: 3 },
    ]);
    const table = dayTable(days, ['Day', 'Sales', 'Orders'], (m) => `$${m}`);
    expect(table.head).toEqual(['Day', 'Sales', 'Orders']);
    expect(table.rows).toEqual([
      ['2026-11-23', '$0.00', 0],
      ['2026-11-24', '$1234.56', 3],
    ]);
  });

  it('leaves empty statuses out of the chart but keeps every status in the table', () => {
    const byStatus: DashboardCharts['orders_by_status'] = [
      { status: 'waiting_pay', count: 0 },
      { status: 'waiting_deliver', count: 4 },
    ];
    const { points, table } = statusPoints(byStatus, (s) => s.toUpperCase());
    expect(points).toEqual([{ name: 'WAITING_DELIVER', value: 4 }]);
    expect(table(['Status', 'Orders']).rows).toEqual([
      ['WAITING_PAY', 0],
      ['WAITING_DELIVER', 4],
    ]);
  });

  it('ranks top products by sales in the order the server sends', () => {
    const products = [
      { product_id: 1, title: 'Teapot', quantity: 2, sales: '50.00', sales_cents: 5000 },
      { product_id: 2, title: 'Cup', quantity: 9, sales: '18.90', sales_cents: 1890 },
    ];
    expect(topPoints(products, (p) => p.title)).toEqual([
      { name: 'Teapot', value: 50 },
      { name: 'Cup', value: 18.9 },
    ]);
    expect(
      topTable(
        products,
        ['Product', 'Sold', 'Sales'],
        (p) => p.title,
        (p) => p.quantity,
      ).rows,
    ).toEqual([
      ['Teapot', 2, '50.00'],
      ['Cup', 9, '18.90'],
    ]);
  });

  it('shows the money awaiting audit to admins only', () => {
    const labels = { recharges: 'Recharges', withdrawals: 'Withdrawals' };
    expect(awaitingPoints(null, labels)).toBeNull();
    const awaiting = awaitingPoints(
      {
        recharges: 2,
        recharge_amount: '150.00',
        recharge_cents: 15_000,
        withdrawals: 1,
        withdrawal_amount: '20.50',
        withdrawal_cents: 2050,
      },
      labels,
    );
    expect(awaiting?.points).toEqual([
      { name: 'Recharges', value: 150 },
      { name: 'Withdrawals', value: 20.5 },
    ]);
    expect(awaiting?.rows).toEqual([
      ['Recharges', 2, '150.00'],
      ['Withdrawals', 1, '20.50'],
    ]);
  });

  it('knows when a chart has nothing to draw', () => {
    expect(hasData(dayPoints([days[0]!]))).toBe(false);
    expect(hasData(dayPoints(days))).toBe(true);
    expect(hasData([{ value: 0 }])).toBe(false);
  });
});
