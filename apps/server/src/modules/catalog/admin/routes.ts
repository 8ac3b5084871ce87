import {
  AdminCategory,
  AdminCategorySaveBody,
  AdminListQuery,
  AdminProduct,
  AdminProductItem,
  AdminProductListQuery,
  AdminProductSaveBody,
  AdminShop,
  AdminShopListQuery,
  AdminShopSaveBody,
  Envelope,
  ProductShelveAnswer,
  ProductShelveBody,
} from '@bazaar/contract';
import type { App } from '../../../app-types';
import * as categories from './categories';
import * as products from './products';
import * as shops from './shops';
import { invalidateCatalogCache } from '../kv-cache';
import { shelveProducts } from './shelve';
import { crudResource, registerCrudRoutes, type CrudCall } from '../../../lib/admin-crud-routes';

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
    schemas: { query: AdminShopListQuery, item: AdminShop, record: AdminShop, body: AdminShopSaveBody },
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

  app.post(
    '/api/admin/product/shelve',
    {
      preHandler: app.authenticateAdmin,
      schema: {
        tags: ['admin'],
        security: [{ token: [] }],
        summary:
          'Puts several products on or off the shelf, all or nothing; admins, or a merchant its own shop’s products only',
        description:
          'A product of another shop (or none) refuses the whole call (code 0, reason no_permission, naming it). ' +
          'A product of a closed shop stays `closed`. Each change is audited.',
        body: ProductShelveBody,
        response: { 200: Envelope(ProductShelveAnswer) },
      },
    },
    async (request, reply) => {
      const admin = request.admin!;
      const answer = await app.db.transaction().execute((trx) => shelveProducts(trx, admin, request.body, request.ip));
      await invalidateCatalogCache(app.kv);
      return reply.ok(answer);
    },
  );
}
