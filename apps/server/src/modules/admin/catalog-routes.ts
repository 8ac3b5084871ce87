import {
  AdminCategory,
  AdminCategorySaveBody,
  AdminListQuery,
  AdminProduct,
  AdminProductItem,
  AdminProductListQuery,
  AdminProductSaveBody,
  AdminShop,
  AdminShopSaveBody,
} from '@bazaar/contract';
import type { App } from '../../app-types';
import * as categories from '../admin-catalog/categories';
import * as products from '../admin-catalog/products';
import * as shops from '../admin-catalog/shops';
import { invalidateCatalogCache } from '../catalog/kv-cache';
import { crudResource, registerCrudRoutes, type CrudCall } from './crud-routes';

/** OpenAPI summaries: the record, then who may make the calls. */
const summaries = (one: string, who: string): Record<CrudCall, string> => ({
  list: `${one} list, paged (${who})`,
  detail: `One ${one} with everything its editor shows (${who})`,
  save: `Creates a ${one}, or with \`id\` edits it; answers it as stored (${who})`,
  del: `Deletes a ${one} when nothing depends on it (${who})`,
});

const RESOURCES = [
  crudResource({
    name: 'shop',
    summaries: summaries('shop', 'admins; a merchant reads and edits its own shop’s profile only'),
    schemas: { query: AdminListQuery, item: AdminShop, record: AdminShop, body: AdminShopSaveBody },
    // A merchant reads and edits its own; creating and deleting are the admin's.
    merchantCalls: ['list', 'detail', 'save'],
    list: (db, query, admin) => shops.shopList(db, admin, query),
    detail: (db, id, admin) => shops.shopDetail(db, admin, id),
    save: (trx, body, admin) => shops.saveShop(trx, admin, body),
    remove: shops.deleteShop,
  }),
  crudResource({
    name: 'category',
    summaries: summaries('category', 'every operator reads; admins write'),
    schemas: { query: AdminListQuery, item: AdminCategory, record: AdminCategory, body: AdminCategorySaveBody },
    // Every operator reads them (a merchant files its products); admins write.
    merchantCalls: ['list', 'detail'],
    list: categories.categoryList,
    detail: categories.categoryDetail,
    save: (trx, body, admin) => categories.saveCategory(trx, admin, body),
    remove: categories.deleteCategory,
  }),
  crudResource({
    name: 'product',
    summaries: summaries('product', 'admins; a merchant its own shop’s products only'),
    schemas: { query: AdminProductListQuery, item: AdminProductItem, record: AdminProduct, body: AdminProductSaveBody },
    // Admins every shop's, a merchant its own shop's.
    merchantCalls: ['list', 'detail', 'save', 'del'],
    list: (db, query, admin) => products.productList(db, admin, query),
    detail: (db, id, admin) => products.productDetail(db, admin, id),
    save: (trx, body, admin) => products.saveProduct(trx, admin, body),
    remove: (trx, id, admin) => products.deleteProduct(trx, admin, id),
  }),
];

/**
 * The console's catalog editors. After a write commits, cached catalog counts and search pages
 * are dropped (the public micro-cache already follows every database write).
 */
export async function adminCatalogRoutes(app: App): Promise<void> {
  registerCrudRoutes(app, RESOURCES, () => invalidateCatalogCache(app.kv));
}
