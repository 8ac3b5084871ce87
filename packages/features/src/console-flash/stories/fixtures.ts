// Story-only answers of the console's flash-sale calls.
import type {
  AdminFlashLowestPrice,
  AdminFlashSession,
  AdminProduct,
  AdminProductItem,
  FlashItem,
  ProductCard,
} from '@bazaar/contract';
import { fixtures, page, type FixtureRoutes } from '@bazaar/story-kit';

const { NOW, DAY, HOUR, flashSessions, flashItems, products, productDetail, adminShops } = fixtures;

/** The shop's sessions with their item counts, latest start first: two to come, the live one, one over. */
export const sessions: AdminFlashSession[] = [
  { ...flashSessions[2]!, item_count: 0 },
  { ...flashSessions[1]!, item_count: 6 },
  { ...flashSessions[0]!, item_count: 6 },
  {
    id: 4,
    title: 'Yesterday’s late deals',
    starts_at: NOW - DAY,
    ends_at: NOW - DAY + 2 * HOUR,
    status: 'ended',
    item_count: 6,
  },
];

/** The merchant of shop 2 (Beta Home) sees only its own products' items. */
const MERCHANT_SHOP = 2;
const ownItems = (items: FlashItem[], role: 'admin' | 'merchant') =>
  role === 'admin' ? items : items.filter((i) => i.product.shop_id === MERCHANT_SHOP);

/** A session's items as the console lists them: the live one's with units sold, the ended one's too. */
export const sessionItems = (sessionId: number): FlashItem[] => flashItems(sessionId === 4 ? 1 : sessionId);

const item = (p: ProductCard): AdminProductItem => ({
  id: p.id,
  shop_id: p.shop_id,
  shop_name: adminShops.find((s) => s.id === p.shop_id)?.name ?? '',
  category_id: 1,
  title: p.title,
  image: p.image,
  price: p.price,
  stock: 40,
  sales: p.sales,
  status: 'on',
  sort: 0,
  createtime: NOW - 30 * DAY,
  updatetime: NOW - 30 * DAY,
});

/** A product of the console's: the first has specs and four SKUs, the others sell themselves. */
export const adminProduct = (id: number): AdminProduct => {
  const detail = productDetail(id);
  const withSpecs = id === 1;
  return {
    ...item(products.find((p) => p.id === id) ?? products[0]!),
    title_i18n: {},
    images: detail.images,
    content: detail.content,
    market_price: detail.market_price,
    freight: detail.freight,
    specs: withSpecs ? detail.specs : [],
    skus: withSpecs ? detail.skus.map((s) => ({ ...s, market_price: detail.market_price })) : [],
  };
};

/** The 30-day low: a tenth under the price now, as if the product had been on sale last week. */
const lowestPrice = (productId: number, skuId: number | null): AdminFlashLowestPrice => {
  const p = adminProduct(productId);
  const price = p.skus.find((s) => s.id === skuId)?.price ?? p.price;
  return { product_id: productId, sku_id: skuId, price, lowest_price: ((Number(price) * 9) / 10).toFixed(2) };
};

/**
 * The flash calls as the server answers an operator (every item) or the merchant of shop 2 (its own products'
 * items and products); a save answers what was sent, a removal the session's items without it.
 */
export const flashRoutes = (role: 'admin' | 'merchant' = 'admin'): FixtureRoutes => {
  const visibleProducts = role === 'admin' ? products : products.filter((p) => p.shop_id === MERCHANT_SHOP);
  const items = (sessionId: number) => ownItems(sessionItems(sessionId), role);
  return {
    'GET /admin/flash/sessions': ({ params }) =>
      page(
        sessions
          .filter((s) => !params.status || s.status === params.status)
          .map((s) => ({ ...s, item_count: Math.min(s.item_count, items(s.id).length) })),
        params,
      ),
    'GET /admin/flash/items': ({ params }) => page(items(Number(params.session_id)), params),
    'POST /admin/flash/session/save': ({ body }) => ({ ...sessions[0]!, ...body }),
    'POST /admin/flash/item/save': ({ body }) => ({ ...items(Number(body.session_id))[0]!, ...body }),
    'POST /admin/flash/item/remove': ({ body }) => {
      const rest = sessions.flatMap((s) => items(s.id)).filter((i) => i.id !== Number(body.id));
      return page(rest, {});
    },
    'GET /admin/flash/lowest-price': ({ params }) =>
      lowestPrice(Number(params.product_id), params.sku_id ? Number(params.sku_id) : null),
    'GET /admin/product/list': ({ params }) => page(visibleProducts.map(item), params),
    'GET /admin/product/detail': ({ params }) => adminProduct(Number(params.id)),
  };
};

/** The console's flash paths as the app mounts them. */
export const flashPaths = {
  flashSessions: '/flash',
  flashSessionEdit: '/flash/sessions/:id',
  flashItems: '/flash/:id',
  flashItemEdit: '/flash/:id/items/:itemId',
};
