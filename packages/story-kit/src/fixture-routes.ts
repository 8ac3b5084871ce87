import type { Page } from '@bazaar/contract';
import type { OrderStatus } from '@bazaar/contract';
import * as catalog from './fixtures/catalog';
import * as content from './fixtures/content';
import * as flash from './fixtures/flash';
import * as orders from './fixtures/orders';
import * as userFixtures from './fixtures/user';
import * as voucherFixtures from './fixtures/vouchers';
import * as wallet from './fixtures/wallet';
import { svgImage } from './fixtures/images';
import { adminShops } from './fixtures/admin-shops';

/** What a fixture route sees of a request. */
export interface FixtureRequest {
  params: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** Answers one `METHOD /path` with the `data` of a success envelope, or throws a FixtureFailure. */
export type FixtureRoute = (request: FixtureRequest) => unknown;
export type FixtureRoutes = Record<string, FixtureRoute>;

/** A `code: 0` answer with a message, as the server sends for a refused action. */
export class FixtureFailure extends Error {}

/** A file answer (not the envelope), as user/bill_export sends: the adapter gives its bytes and headers. */
export class FixtureFile {
  constructor(
    readonly text: string,
    readonly type: string,
    readonly filename: string,
  ) {}
}

/** Slices a list the way the server's paginator does (`page`, `limit`). */
export function page<T>(items: readonly T[], params: Record<string, unknown>): Page<T> {
  const limit = Number(params.limit) || 10;
  const current = Number(params.page) || 1;
  return {
    total: items.length,
    per_page: limit,
    current_page: current,
    last_page: Math.max(1, Math.ceil(items.length / limit)),
    data: items.slice((current - 1) * limit, current * limit),
  };
}

const id = (request: FixtureRequest) => Number(request.params.id ?? request.body.id) || 1;
const ok = () => null;

/** Every call the feature screens make, answered from the typed fixtures. */
export const defaultRoutes: FixtureRoutes = {
  // Catalog
  'GET /index/index': () => catalog.homeData,
  'GET /index/banner': () => catalog.banners,
  'GET /index/category': () => catalog.categories,
  'GET /index/product': ({ params }) =>
    page(
      params.category_id
        ? catalog.products.filter((_, i) => i % 2 === Number(params.category_id) % 2)
        : catalog.products,
      params,
    ),
  'GET /index/hot_product': ({ params }) => page(catalog.products, params),
  'GET /product/search': ({ params }) => {
    const keyword = String(params.keyword ?? '').toLowerCase();
    return page(
      catalog.products.filter((p) => p.title.toLowerCase().includes(keyword)),
      params,
    );
  },
  'GET /product/explore': ({ params }) => page([...catalog.products].reverse(), params),
  'GET /product/detail': (request) => catalog.productDetail(id(request)),
  'GET /product/reviews': ({ params }) => page(catalog.reviews, params),
  'GET /shop/list': ({ params }) => page(catalog.shops, params),
  'GET /shop/detail': (request) => catalog.shopDetail(id(request)),
  'GET /shop/products': ({ params }) =>
    page(
      catalog.products.filter((p) => p.shop_id === Number(params.id)),
      params,
    ),
  // Discovery and Web Push
  'GET /product/recommend': (request) =>
    catalog.products.filter((p) => p.id !== id(request)).slice(0, Number(request.params.limit) || 10),
  'GET /user/recently_viewed': ({ params }) => page(catalog.products.slice(2, 8), params),
  'GET /user/buy_again': ({ params }) => page(catalog.products.slice(0, 4), params),
  'GET /shop/feed': ({ params }) => page(catalog.products, params),
  'GET /push/key': () => ({
    public_key: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  }),
  'POST /push/subscribe': ok,
  'POST /push/unsubscribe': ok,
  'POST /shop/follow': ok,
  'POST /shop/unfollow': ok,
  'POST /product/favourite': ok,
  'POST /product/unfavourite': ok,
  'GET /user/follow_list': ({ params }) =>
    page(
      catalog.shops.filter((s) => s.followed),
      params,
    ),
  'GET /user/favourite_list': ({ params }) => page(catalog.products.slice(0, 4), params),
  // Account
  'GET /user/getUserInfo': () => userFixtures.user,
  'GET /user/sessions': () => userFixtures.sessions,
  'GET /user/language_list': () => userFixtures.languages,
  'GET /user/set_language': ok,
  'POST /user/profile': ({ body }) => ({ ...userFixtures.user, ...body }),
  'POST /user/logout': ok,
  'POST /ems/send': ok,
  // Bag, checkout, orders, after-sale
  'GET /cart/list': () => orders.cart,
  'POST /cart/update': () => orders.cart,
  'POST /cart/del': () => orders.cart,
  'POST /cart/add': () => ({ id: 9, cart_count: 5 }),
  'POST /order/preview': () => orders.preview,
  // Vouchers
  // Flash sales
  'GET /flash/sessions': () => flash.flashSessions,
  'GET /flash/items': ({ params }) => page(flash.flashItems(Number(params.session_id) || 1), params),
  'POST /flash/remind': ({ body }) => ({
    ...flash.flashSessions.find((s) => s.id === Number(body.session_id)),
    reminded: true,
  }),
  'POST /flash/remind/cancel': ({ body }) => ({
    ...flash.flashSessions.find((s) => s.id === Number(body.session_id)),
    reminded: false,
  }),
  'GET /voucher/list': () => voucherFixtures.vouchers,
  'POST /voucher/collect': ({ body }) => voucherFixtures.myVouchers.find((m) => m.voucher.id === Number(body.id)),
  'GET /user/vouchers': ({ params }) =>
    page(
      voucherFixtures.myVouchers.map((m) => ({ ...m, status: String(params.status ?? 'unused') })),
      params,
    ),
  'GET /user/order_list': ({ params }) => {
    const status = String(params.status ?? 'all');
    const list = status === 'all' ? orders.orders : orders.orders.filter((o) => o.status === (status as OrderStatus));
    return page(list, params);
  },
  'GET /order/detail': (request) => orders.orderDetail(id(request)),
  'GET /order/pay_target': ({ params }) => {
    const target = orders.payTarget({
      pay_sn: typeof params.pay_sn === 'string' ? params.pay_sn : undefined,
      order_id: Number(params.order_id) || undefined,
    });
    if (!target) throw new FixtureFailure('This action is not allowed in the current order status');
    return target;
  },
  'GET /order/refund_detail': ({ params }) => orders.refund(Number(params.order_id ?? params.id) || 106),
  'POST /order/refund': ({ body }) => orders.refund(Number(body.order_id) || 106),
  // Addresses
  'GET /user/address_list': () => orders.addresses,
  'GET /user/address': (request) => orders.addresses.find((a) => a.id === id(request)) ?? orders.addresses[0],
  // Wallet
  'GET /user/getBlockchain': () => wallet.networks,
  'GET /user/deposit_address': ({ params }) =>
    wallet.depositAddresses.find((a) => a.network_id === Number(params.network_id)) ?? wallet.depositAddresses[0],
  'GET /user/chain_deposits': ({ params }) =>
    page(
      wallet.chainDeposits.filter((d) => d.network_id === Number(params.network_id)),
      params,
    ),
  'GET /user/recharge_log': ({ params }) =>
    page(
      wallet.topUpRecords.filter(
        (r) => (!params.status || r.status === params.status) && (!params.id || r.id === Number(params.id)),
      ),
      params,
    ),
  'GET /user/recharge_info': () => wallet.cardTopUpInfo,
  'GET /user/extract': () => wallet.withdrawalInfo,
  'GET /user/extract_log': ({ params }) =>
    page(
      wallet.withdrawalRecords.filter(
        (r) => (!params.status || r.status === params.status) && (!params.id || r.id === Number(params.id)),
      ),
      params,
    ),
  'GET /user/bill': ({ params }) => page(wallet.bill, params),
  'GET /user/bill_export': ({ params }) =>
    params.format === 'pdf'
      ? new FixtureFile('%PDF-1.3\n%%EOF\n', 'application/pdf', 'statement.pdf')
      : new FixtureFile(
          `\uFEFFTime,Type,Details,Amount,Balance after\r\n${wallet.bill
            .map((l) => `${new Date(l.createtime * 1000).toISOString()},${l.type},${l.ref},${l.amount},${l.after}\r\n`)
            .join('')}`,
          'text/csv; charset=utf-8',
          'statement.csv',
        ),
  // Content
  'GET /notification/list': ({ params }) => page(content.notifications, params),
  'POST /notification/read': ok,
  'GET /user/help_support': () => content.articles.helpSupport,
  'GET /user/law': () => content.articles.law,
  'GET /user/platform': () => content.articles.platform,
  'GET /common/service': () => content.serviceChannels,
  'GET /merchant/my_applications': () => content.merchantApplications,
  'POST /common/upload': () => ({ url: '/uploads/receipt.png', fullurl: svgImage('Upload', '#495057') }),
};

/** An empty page of any paged list, for the empty states. */
export const emptyPage: FixtureRoute = ({ params }) => page([], params);

/** The admin catalog's shop list and detail: the console's shop editors and its shop choosers. */
export const adminShopRoutes: FixtureRoutes = {
  'GET /admin/shop/list': ({ params }) => page(adminShops, params),
  'GET /admin/shop/detail': ({ params }) => adminShops.find((s) => s.id === Number(params.id)) ?? adminShops[0],
};
