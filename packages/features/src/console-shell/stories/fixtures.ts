import { ORDER_STATUSES, type AdminDashboard, type DashboardCharts } from '@bazaar/contract';
import { fixtures, type FixtureRoutes } from '@bazaar/story-kit';

/** Story-only answers of the dashboard's calls: today's numbers and 30 days of charts, an admin's or a merchant's. */

const { NOW, DAY } = fixtures;
const money = (cents: number) => (cents / 100).toFixed(2);

export const dashboard = (merchant = false): AdminDashboard => ({
  today_orders: merchant ? 4 : 12,
  today_sales: merchant ? '218.40' : '1286.90',
  pending_recharges: merchant ? null : 3,
  pending_withdrawals: merchant ? null : 2,
  orders_to_ship: merchant ? 5 : 17,
  refunds_to_handle: merchant ? 1 : 4,
});

/** A repeatable month: sales rise through the weeks with weekend peaks; a merchant's are a slice of them. */
export const dashboardCharts = (merchant = false): DashboardCharts => {
  const share = merchant ? 0.2 : 1;
  const days = Array.from({ length: 30 }, (_, i) => {
    const start = NOW - (29 - i) * DAY;
    const paid = Math.round((4 + (i % 7 >= 5 ? 6 : 0) + i / 3) * share);
    const cents = paid * (2_400 + ((i * 731) % 1_900));
    const date = new Date(start * 1000).toISOString().slice(0, 10);
    return { date, start, paid_orders: paid, sales: money(cents), sales_cents: cents };
  });
  const counts: Record<string, number> = {
    waiting_pay: 6,
    waiting_deliver: 17,
    delivered: 23,
    received: 9,
    completed: 142,
    cancelled: 11,
    refunding: 2,
    refunded: 5,
  };
  const product = (id: number, title: string, quantity: number, cents: number) => ({
    product_id: id,
    title,
    quantity,
    sales: money(cents),
    sales_cents: cents,
  });
  const shop = (id: number, name: string, paid: number, cents: number) => ({
    shop_id: id,
    shop_name: name,
    paid_orders: paid,
    sales: money(cents),
    sales_cents: cents,
  });
  return {
    time_zone: 'Asia/Bangkok',
    days,
    orders_by_status: ORDER_STATUSES.map((status) => ({
      status,
      count: Math.round((counts[status] ?? 0) * share),
    })),
    top_products: merchant
      ? [product(21, 'Linen throw blanket', 9, 53_910), product(24, 'Oak serving board', 6, 20_940)]
      : [
          product(3, 'Wireless noise-cancelling headphones', 14, 181_860),
          product(21, 'Linen throw blanket', 9, 53_910),
          product(8, 'Jasmine green tea, 250 g', 31, 40_300),
          product(24, 'Oak serving board', 6, 20_940),
          product(11, 'Ceramic pour-over set', 4, 15_960),
        ],
    top_shops: merchant
      ? [shop(2, 'Nordic Home', 15, 74_850)]
      : [shop(1, 'Tech Corner', 38, 264_120), shop(2, 'Nordic Home', 15, 74_850), shop(3, 'Gamma Tea', 36, 56_260)],
    awaiting_audit: merchant
      ? null
      : {
          recharges: 3,
          recharge_amount: '450.00',
          recharge_cents: 45_000,
          withdrawals: 2,
          withdrawal_amount: '1280.50',
          withdrawal_cents: 128_050,
        },
  };
};

export const dashboardRoutes = (merchant = false): FixtureRoutes => ({
  'GET /admin/dashboard': () => dashboard(merchant),
  'GET /admin/dashboard/charts': () => dashboardCharts(merchant),
});
