import type { AdminTableQuery, Page } from '@bazaar/contract';
import type { RequestFn } from '../request-types';

/**
 * The back-office CRUD the contract names without fixing paths (shops, products,
 * categories, banners, networks, promo codes, articles). One shape for all:
 * `GET admin/<name>/list|detail`, `POST admin/<name>/save` (with `id`: edit,
 * like `address_add`) and `POST admin/<name>/del`. Records are typed by the caller.
 */
export function createAdminResource(http: RequestFn, name: string) {
  const base = `/admin/${name}`;
  return {
    /** `sort`/`order`/`start`/`end` where the list has them (product: shop_id, category_id too). */
    list: <T = unknown>(query: AdminTableQuery & { shop_id?: number; category_id?: number } = {}) =>
      http<Page<T>>({ method: 'GET', url: `${base}/list`, params: query }),
    detail: <T = unknown>(id: number) => http<T>({ method: 'GET', url: `${base}/detail`, params: { id } }),
    save: <T = unknown>(body: object) => http<T>({ method: 'POST', url: `${base}/save`, data: body }),
    remove: (id: number) => http<null>({ method: 'POST', url: `${base}/del`, data: { id } }),
  };
}
/** The list, detail, save and remove calls of one back-office resource (see `createAdminResource`). */
export type AdminResource = ReturnType<typeof createAdminResource>;
