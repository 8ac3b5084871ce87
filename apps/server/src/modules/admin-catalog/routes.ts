import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import type { Trx } from '../../db';
import { writeAuditLog } from '../admin-session/audit-log';
import { invalidateCatalogCache } from '../catalog/kv-cache';
import * as categories from './categories';
import * as products from './products';
import { categorySchemas, productSchemas, shopSchemas } from './schemas';
import * as shops from './shops';

/**
 * The console's catalog editors: shop, category and product, each list / detail / save / del.
 * Every write runs in one transaction with its audit-log line (before and after); after it
 * commits, cached catalog counts and search pages are dropped (the public micro-cache already
 * follows every database write).
 */
export async function adminCatalogRoutes(app: App): Promise<void> {
  const operator = { preHandler: app.authenticateAdmin };
  const adminOnly = { preHandler: [app.authenticateAdmin, app.requireAdminRole] };

  /** Runs a catalog write and its audit line in one transaction, then drops the catalog caches. */
  async function write<T>(
    request: FastifyRequest,
    entry: { action: string; targetType: string },
    act: (trx: Trx) => Promise<{ before: unknown; after: T & { id: number } } | { removed: T & { id: number } }>,
  ): Promise<T> {
    const result = await app.db.transaction().execute(async (trx) => {
      const outcome = await act(trx);
      const [before, after] = 'removed' in outcome ? [outcome.removed, null] : [outcome.before, outcome.after];
      const target = 'removed' in outcome ? outcome.removed : outcome.after;
      const log = { ...entry, targetId: target.id, before, after };
      await writeAuditLog(trx, request.admin!, log, request.ip);
      return 'removed' in outcome ? outcome.removed : outcome.after;
    });
    await invalidateCatalogCache(app.kv);
    return result;
  }
  const saveAction = (name: string, body: { id?: number }) => `${name}.${body.id ? 'update' : 'create'}`;

  // Shops: a merchant reads and edits its own; creating and deleting are the admin's.
  app.get('/api/admin/shop/list', { ...operator, schema: shopSchemas.list }, async (request, reply) =>
    reply.ok(await shops.shopList(app.db, request.admin!, request.query)),
  );
  app.get('/api/admin/shop/detail', { ...operator, schema: shopSchemas.detail }, async (request, reply) =>
    reply.ok(await shops.shopDetail(app.db, request.admin!, request.query.id)),
  );
  app.post('/api/admin/shop/save', { ...operator, schema: shopSchemas.save }, async (request, reply) => {
    const entry = { action: saveAction('shop', request.body), targetType: 'shop' };
    return reply.ok(await write(request, entry, (trx) => shops.saveShop(trx, request.admin!, request.body)));
  });
  app.post('/api/admin/shop/del', { ...adminOnly, schema: shopSchemas.del }, async (request, reply) => {
    await write(request, { action: 'shop.delete', targetType: 'shop' }, async (trx) => ({
      removed: await shops.deleteShop(trx, request.body.id),
    }));
    return reply.ok(null);
  });

  // Categories: every operator reads them (a merchant files its products); admins write.
  app.get('/api/admin/category/list', { ...operator, schema: categorySchemas.list }, async (request, reply) =>
    reply.ok(await categories.categoryList(app.db, request.query)),
  );
  app.get('/api/admin/category/detail', { ...operator, schema: categorySchemas.detail }, async (request, reply) =>
    reply.ok(await categories.categoryDetail(app.db, request.query.id)),
  );
  app.post('/api/admin/category/save', { ...adminOnly, schema: categorySchemas.save }, async (request, reply) => {
    const entry = { action: saveAction('category', request.body), targetType: 'category' };
    return reply.ok(await write(request, entry, (trx) => categories.saveCategory(trx, request.admin!, request.body)));
  });
  app.post('/api/admin/category/del', { ...adminOnly, schema: categorySchemas.del }, async (request, reply) => {
    await write(request, { action: 'category.delete', targetType: 'category' }, async (trx) => ({
      removed: await categories.deleteCategory(trx, request.body.id),
    }));
    return reply.ok(null);
  });

  // Products: admins every shop's, a merchant its own shop's.
  app.get('/api/admin/product/list', { ...operator, schema: productSchemas.list }, async (request, reply) =>
    reply.ok(await products.productList(app.db, request.admin!, request.query)),
  );
  app.get('/api/admin/product/detail', { ...operator, schema: productSchemas.detail }, async (request, reply) =>
    reply.ok(await products.productDetail(app.db, request.admin!, request.query.id)),
  );
  app.post('/api/admin/product/save', { ...operator, schema: productSchemas.save }, async (request, reply) => {
    const entry = { action: saveAction('product', request.body), targetType: 'product' };
    return reply.ok(await write(request, entry, (trx) => products.saveProduct(trx, request.admin!, request.body)));
  });
  app.post('/api/admin/product/del', { ...operator, schema: productSchemas.del }, async (request, reply) => {
    await write(request, { action: 'product.delete', targetType: 'product' }, async (trx) => ({
      removed: await products.deleteProduct(trx, request.admin!, request.body.id),
    }));
    return reply.ok(null);
  });
}
