import type {
  Banner,
  Category,
  HotProductQuery,
  IndexData,
  Page,
  PageQuery,
  ProductCard,
  ProductDetail,
  ProductListQuery,
  ProductReviewsQuery,
  Review,
  SearchQuery,
  ShopCard,
  ShopDetail,
  ShopListQuery,
  ShopProductsQuery,
} from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/** Public catalog: home, products, search, reviews and shops. */
export function createCatalogApi(http: RequestFn) {
  const get = <T>(url: string, params?: object) => http<T>({ method: 'GET', url, params });
  return {
    /** Home carousel. */
    banners: () => get<Banner[]>('/index/banner'),
    /** The ten categories, localized. */
    categories: () => get<Category[]>('/index/category'),
    /**
     * A page of products, by category and sort.
     * @example const page = await client.catalog.products({ category_id: 3, sort: 'sales', page: 1 });
     */
    products: (query: ProductListQuery = {}) => get<Page<ProductCard>>('/index/product', query),
    /** Best sellers. */
    hotProducts: (query: HotProductQuery = {}) => get<Page<ProductCard>>('/index/hot_product', query),
    /** Everything the home page shows, in one call. */
    home: () => get<IndexData>('/index/index'),
    /** Keyword search with price range and sort. */
    search: (query: SearchQuery) => get<Page<ProductCard>>('/product/search', query),
    /** The mixed explore feed. */
    explore: (query: PageQuery = {}) => get<Page<ProductCard>>('/product/explore', query),
    /** A product with its specs, SKUs, shop and review summary. */
    productDetail: (id: number) => get<ProductDetail>('/product/detail', { id }),
    /** A page of a product's reviews. */
    productReviews: (query: ProductReviewsQuery) => get<Page<Review>>('/product/reviews', query),
    /** The shop street. */
    shops: (query: ShopListQuery = {}) => get<Page<ShopCard>>('/shop/list', query),
    /** A shop page header. */
    shopDetail: (id: number) => get<ShopDetail>('/shop/detail', { id }),
    /** A page of one shop's products. */
    shopProducts: (query: ShopProductsQuery) => get<Page<ProductCard>>('/shop/products', query),
  };
}
/** The catalogue: banners, categories, product lists, the home feed, search, product detail and reviews, shops and their products. */
export type CatalogApi = ReturnType<typeof createCatalogApi>;
