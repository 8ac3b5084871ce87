// Story-only answers of the console's voucher calls.
import type { AdminShop, AdminVoucher, ShopCard } from '@bazaar/contract';
import { adminShopRoutes, fixtures, page, type FixtureRoutes } from '@bazaar/story-kit';

const { NOW, DAY, adminShops } = fixtures;
// Windows around the stories' clock (fixtures.NOW, through ClockProvider): live, not started, ended.
const LIVE_UNTIL = 1_846_022_340; // 2028-06-30 23:59 UTC
const LATER = { starts_at: 1_830_297_600, ends_at: 1_832_975_940 }; // January 2028

const card = (s: AdminShop): ShopCard => ({ ...s, followed: false });
const shop = (id: number) => {
  const s = adminShops.find((a) => a.id === id)!;
  return { shop_id: id, shop: card(s) };
};
const none = { shop_id: null, shop: null };
const base = {
  max_discount: null,
  min_spend: '0.00',
  starts_at: NOW - 10 * DAY,
  ends_at: LIVE_UNTIL,
  per_user: 1,
  stopped: false,
  collected_count: 0,
  used_count: 0,
  discount_total: '0.00',
  createtime: NOW - 10 * DAY,
};
/** A voucher of 100 unless it says, with what is left to collect. */
const voucher = (v: Omit<AdminVoucher, 'remaining' | 'total'> & { total?: number }): AdminVoucher => {
  const total = v.total ?? 100;
  return { ...v, total, remaining: v.stopped ? 0 : total - v.collected_count };
};

/** One of each: a live shop voucher, the platform's percent with a cap, shipping not started, one ended, one stopped. */
export const vouchers: AdminVoucher[] = [
  voucher({ ...base, ...shop(2), id: 6, scope: 'shop', title: 'Beta Home: 5 off 50', kind: 'amount', value: '5.00' }),
  voucher({
    ...base,
    ...none,
    id: 5,
    scope: 'platform',
    title: 'Bazaar weekend: 10% off',
    kind: 'percent',
    value: 10,
    max_discount: '8.00',
    min_spend: '20.00',
    total: 500,
    collected_count: 320,
    used_count: 118,
    discount_total: '841.60',
  }),
  voucher({
    ...base,
    ...none,
    ...LATER,
    id: 4,
    scope: 'shipping',
    title: 'Shipping on us',
    kind: 'amount',
    value: '4.99',
  }),
  voucher({
    ...base,
    ...shop(1),
    id: 3,
    scope: 'shop',
    title: 'Alpha Lights opening: 15% off',
    kind: 'percent',
    value: 15,
    starts_at: NOW - 60 * DAY,
    ends_at: NOW - 30 * DAY,
    total: 200,
    collected_count: 200,
    used_count: 164,
    discount_total: '1230.75',
  }),
  voucher({
    ...base,
    ...shop(2),
    id: 2,
    scope: 'shop',
    title: 'Beta Home: 20 off 200',
    kind: 'amount',
    value: '20.00',
    min_spend: '200.00',
    stopped: true,
    total: 50,
    collected_count: 12,
    used_count: 3,
    discount_total: '60.00',
  }),
];

const byScope = (items: AdminVoucher[], params: Record<string, unknown>) =>
  page(
    items.filter(
      (v) => (!params.scope || v.scope === params.scope) && (!params.shop_id || v.shop_id === Number(params.shop_id)),
    ),
    params,
  );

/**
 * The voucher calls as the server answers an operator (every voucher) or the merchant of shop 2 (its own shop's
 * shop vouchers); a save answers the voucher as sent, a stop the voucher stopped. With the shop chooser's calls.
 */
export const voucherRoutes = (role: 'admin' | 'merchant' = 'admin'): FixtureRoutes => {
  const visible = role === 'admin' ? vouchers : vouchers.filter((v) => v.scope === 'shop' && v.shop_id === 2);
  const find = (id: unknown) => visible.find((v) => v.id === Number(id)) ?? visible[0]!;
  return {
    ...adminShopRoutes,
    'GET /admin/voucher/list': ({ params }) => byScope(visible, params),
    'POST /admin/voucher/save': ({ body }) => ({ ...find(body.id), ...body }),
    'POST /admin/voucher/stop': ({ body }) => ({ ...find(body.id), stopped: true }),
  };
};

/** The console's voucher paths as the app mounts them. */
export const voucherPaths = { vouchers: '/vouchers' };
