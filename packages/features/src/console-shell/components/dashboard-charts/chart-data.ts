import type { DashboardCharts } from '@bazaar/contract';

/**
 * The dashboard's chart data, shaped once for both views of each chart: `points` for the chart (plain
 * numbers, money in currency units) and `rows` for its table view (the contract's money text, unrounded).
 * Labels come translated from the caller, so this stays pure and testable.
 */

/** One chart's table view: a header row and body rows of cells as shown. */
export interface ChartTable {
  head: string[];
  rows: (string | number)[][];
}

export interface DayPoint {
  /** "11-24": short enough for 30 ticks at 390 px. */
  day: string;
  sales: number;
  orders: number;
}

/** Money cents as a chart value (currency units); charts need numbers, tables keep the exact text. */
export const unitsOf = (cents: number) => cents / 100;

/** 30 days of sales and paid orders, oldest first (the server zero-fills the days). */
export function dayPoints(days: DashboardCharts['days']): DayPoint[] {
  return days.map((d) => ({ day: d.date.slice(5), sales: unitsOf(d.sales_cents), orders: d.paid_orders }));
}

/** Money text as the table shows it (the operator's grouping and currency); the contract's text by default. */
type Money = (value: string) => string;
const asIs: Money = (value) => value;

export function dayTable(days: DashboardCharts['days'], head: [string, string, string], money = asIs): ChartTable {
  return { head, rows: days.map((d) => [d.date, money(d.sales), d.paid_orders]) };
}

export interface BarPoint {
  name: string;
  value: number;
}

/** Every order status with its count; the chart leaves out empty ones (a bar of 0 says nothing), the table keeps them. */
export function statusPoints(
  byStatus: DashboardCharts['orders_by_status'],
  label: (status: string) => string,
): { points: BarPoint[]; table: (head: [string, string]) => ChartTable } {
  return {
    points: byStatus.filter((s) => s.count > 0).map((s) => ({ name: label(s.status), value: s.count })),
    table: (head) => ({ head, rows: byStatus.map((s) => [label(s.status), s.count]) }),
  };
}

/** Top products or shops by sales, best first as the server sends them. */
export function topPoints<T extends { sales: string; sales_cents: number }>(
  items: T[],
  name: (item: T) => string,
): BarPoint[] {
  return items.map((item) => ({ name: name(item), value: unitsOf(item.sales_cents) }));
}

export function topTable<T extends { sales: string }>(
  items: T[],
  head: [string, string, string],
  name: (item: T) => string,
  count: (item: T) => number,
  money = asIs,
): ChartTable {
  return { head, rows: items.map((item) => [name(item), count(item), money(item.sales)]) };
}

/** The money the wallet audits hold back, recharges then withdrawals (admins only: null for a merchant). */
export function awaitingPoints(
  awaiting: DashboardCharts['awaiting_audit'],
  labels: { recharges: string; withdrawals: string },
  money = asIs,
): { points: BarPoint[]; rows: (string | number)[][] } | null {
  if (!awaiting) return null;
  return {
    points: [
      { name: labels.recharges, value: unitsOf(awaiting.recharge_cents) },
      { name: labels.withdrawals, value: unitsOf(awaiting.withdrawal_cents) },
    ],
    rows: [
      [labels.recharges, awaiting.recharges, money(awaiting.recharge_amount)],
      [labels.withdrawals, awaiting.withdrawals, money(awaiting.withdrawal_amount)],
    ],
  };
}

/** Whether a chart has anything to draw (a new shop's 30 days may all be zero). */
export const hasData = (points: { value?: number; sales?: number; orders?: number }[]) =>
  points.some((p) => (p.value ?? 0) > 0 || (p.sales ?? 0) > 0 || (p.orders ?? 0) > 0);
