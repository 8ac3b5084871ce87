import type { DashboardCharts as Charts } from '@bazaar/contract';
import { useFormatMoney, useNumberFormat } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFigure } from './chart-figure';
import {
  awaitingPoints,
  dayPoints,
  dayTable,
  hasData,
  statusPoints,
  topPoints,
  topTable,
  type BarPoint,
} from './chart-data';
import './dashboard-charts.css';

// Colours from the brand tokens, so both themes and a white-label brand recolour the charts.
const PRIMARY = 'var(--bz-color-primary, #ff5a1f)';
// The paid-orders line in the text colour: distinct from the sales bars in any brand and theme.
const LINE = 'var(--bz-color-text, #333)';
const GRID = 'var(--bz-color-border, #eee)';
const TICK = { fill: 'var(--bz-color-text-secondary, #888)', fontSize: 11 };
/** Long product and shop names are cut on the axis; the table view and the tooltip have them whole. */
const short = (name: string) => (name.length > 12 ? `${name.slice(0, 11)}…` : name);

/** A ranking as horizontal bars: the names stay readable at 390 px, where upright labels would not. */
function Ranking({ points, format }: { points: BarPoint[]; format: (value: number) => string }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, points.length * 36 + 24)}>
      <BarChart data={points} layout="vertical" margin={{ top: 4, right: 28, bottom: 4, left: 4 }}>
        <CartesianGrid horizontal={false} stroke={GRID} />
        <XAxis type="number" tick={TICK} tickFormatter={format} allowDecimals={false} />
        <YAxis type="category" dataKey="name" tick={TICK} tickFormatter={short} width={100} />
        <Tooltip formatter={(value) => format(Number(value))} />
        <Bar dataKey="value" fill={PRIMARY} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * The dashboard's charts from dashboard/charts: 30 days of sales and paid orders, orders by status, the top
 * products and shops, and (admins) the money waiting for audit. Each has a table view. Its own chunk: the
 * chart library loads with the dashboard, never with the sign-in or the shop.
 */
export default function DashboardCharts({ charts }: { charts: Charts }) {
  const { t } = useTranslation('console');
  const format = useFormatMoney();
  const money = (value: string | number) => `$${format(value)}`;
  const { decimal } = useNumberFormat();
  const whole = (value: number) => `$${decimal(Math.round(value), 0)}`;

  const days = dayPoints(charts.days);
  const statuses = statusPoints(charts.orders_by_status, (s) => t(`status.${s}`));
  const products = topPoints(charts.top_products, (p) => p.title);
  const shops = topPoints(charts.top_shops, (s) => s.shop_name || `#${s.shop_id}`);
  const awaiting = awaitingPoints(
    charts.awaiting_audit,
    { recharges: t('charts.recharges'), withdrawals: t('charts.withdrawals') },
    money,
  );
  const noData = t('charts.noData');

  return (
    <section className="bz-dashboard-charts" aria-labelledby="bz-dashboard-charts-heading">
      <h2 id="bz-dashboard-charts-heading" className="bz-dashboard-charts__heading">
        {t('charts.heading')}
      </h2>
      <div className="bz-dashboard-charts__grid">
        <ChartFigure
          title={t('charts.salesByDay')}
          table={dayTable(charts.days, [t('charts.day'), t('charts.sales'), t('charts.paidOrders')], money)}
          empty={hasData(days) ? undefined : noData}
        >
          <ResponsiveContainer width="100%" height={240}>
            <ComposedChart data={days} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
              <CartesianGrid vertical={false} stroke={GRID} />
              <XAxis dataKey="day" tick={TICK} interval="preserveStartEnd" minTickGap={16} />
              <YAxis yAxisId="sales" tick={TICK} tickFormatter={whole} width={56} />
              <YAxis yAxisId="orders" orientation="right" tick={TICK} allowDecimals={false} width={28} />
              <Tooltip
                formatter={(value, _name, item) => (item.dataKey === 'sales' ? money(Number(value)) : String(value))}
                labelFormatter={(day) => String(day)}
              />
              <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
              <Bar
                yAxisId="sales"
                dataKey="sales"
                name={t('charts.sales')}
                fill={PRIMARY}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
              <Line
                yAxisId="orders"
                dataKey="orders"
                name={t('charts.paidOrders')}
                stroke={LINE}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </ChartFigure>
        <ChartFigure
          title={t('charts.ordersByStatus')}
          table={statuses.table([t('charts.status'), t('charts.orders')])}
          empty={hasData(statuses.points) ? undefined : noData}
        >
          <Ranking points={statuses.points} format={(v) => String(v)} />
        </ChartFigure>
        <ChartFigure
          title={t('charts.topProducts')}
          table={topTable(
            charts.top_products,
            [t('charts.product'), t('charts.quantity'), t('charts.sales')],
            (p) => p.title,
            (p) => p.quantity,
            money,
          )}
          empty={hasData(products) ? undefined : noData}
        >
          <Ranking points={products} format={whole} />
        </ChartFigure>
        <ChartFigure
          title={t('charts.topShops')}
          table={topTable(
            charts.top_shops,
            [t('charts.shop'), t('charts.paidOrders'), t('charts.sales')],
            (s) => s.shop_name || `#${s.shop_id}`,
            (s) => s.paid_orders,
            money,
          )}
          empty={hasData(shops) ? undefined : noData}
        >
          <Ranking points={shops} format={whole} />
        </ChartFigure>
        {awaiting && (
          <ChartFigure
            title={t('charts.awaitingAudit')}
            table={{ head: [t('charts.queue'), t('charts.records'), t('charts.amount')], rows: awaiting.rows }}
            empty={hasData(awaiting.points) ? undefined : t('charts.nothingAwaiting')}
          >
            <Ranking points={awaiting.points} format={whole} />
          </ChartFigure>
        )}
      </div>
    </section>
  );
}
