import {
  LANGS,
  type AdminProduct,
  type AdminProductItem,
  type AdminProductListQuery,
  type AdminProductSaveBody,
  type Page,
  type ProductSpec,
} from '@bazaar/contract';
import type { DbOrTrx, Trx } from '../../../db';
import { BusinessError } from '../../../lib/errors';
import { formatMoney } from '../../../lib/money';
import { pageArgs, toPage } from '../../../lib/pagination';
import { nowSeconds } from '../../../lib/time';
import { assertShopAccess, shopScope, type AdminIdentity } from '../../../plugins/admin-auth';
import { reindexProduct } from '../search/product-terms';
import { col, likeText, tableOrder } from '../../../lib/table-query';
import { assertCatalogImages } from './images';
import { shelfStatus } from './shops';
import { announceFavouriteAlerts } from '../../notification/favourite-alerts';
import { currentPrices, recordPriceChanges } from '../price-history';
import { editedStock, totalSkuStock } from './stock-edit';
import { pricedProduct, type SkuRow } from './product-input';
import { nonEmpty, parseJson } from './text';

const ITEM_COLUMNS = [
  'products.id',
  'products.shop_id',
  'shops.name as shop_name',
  'products.category_id',
  'products.title',
  'products.image',
  'products.price',
  'products.stock',
  'products.sales',
  'products.status',
  'products.sort',
  'products.createtime',
  'products.updatetime',
] as const;

const fromProducts = (db: DbOrTrx) => db.selectFrom('products').innerJoin('shops', 'shops.id', 'products.shop_id');

type ItemRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];
const listQuery = (db: DbOrTrx) => fromProducts(db).select(ITEM_COLUMNS);

function toItem(row: ItemRow): AdminProductItem {
  return {
    ...row,
    price: formatMoney(row.price),
    stock: Math.max(0, row.stock),
    // 'closed' is "on the shelf of a closed shop": the operator's choice was on.
    status: row.status === 'off' ? 'off' : 'on',
  };
}

/**
 * product/list: newest first unless sorted; keyword is an id or part of the title; filters by shelf status,
 * shop and category. A merchant sees its own shop's products whatever shop it asks for.
 */
const SORTS = {
  createtime: col('products.createtime'),
  price: col('products.price'),
  stock: col('products.stock'),
  sales: col('products.sales'),
  sort: col('products.sort'),
};

export async function productList(
  db: DbOrTrx,
  admin: AdminIdentity,
  query: AdminProductListQuery,
): Promise<Page<AdminProductItem>> {
  const args = pageArgs(query);
  let base = fromProducts(db);
  const scope = shopScope(admin);
  if (scope !== undefined) base = base.where('products.shop_id', '=', scope);
  if (query.shop_id) base = base.where('products.shop_id', '=', query.shop_id);
  if (query.category_id) base = base.where('products.category_id', '=', query.category_id);
  if (query.status === 'off') base = base.where('products.status', '=', 'off');
  if (query.status === 'on') base = base.where('products.status', 'in', ['on', 'closed']);
  const text = likeText(query.keyword);
  if (text) {
    const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    base = base.where((eb) =>
      eb.or([eb('products.id', '=', id), eb(eb.fn('lower', ['products.title']), 'like', `%${text}%`)]),
    );
  }
  if (query.start !== undefined) base = base.where('products.createtime', '>=', query.start);
  if (query.end !== undefined) base = base.where('products.createtime', '<', query.end);
  let rowsQuery = base.select(ITEM_COLUMNS).limit(args.limit).offset(args.offset);
  for (const [expression, direction] of tableOrder(SORTS, col('products.id'), query)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toItem), Number(count.n), args);
}

/** product/detail: everything the editor shows; a merchant only for its own shop's products. */
export async function productDetail(db: DbOrTrx, admin: AdminIdentity, id: number): Promise<AdminProduct> {
  const row = await listQuery(db)
    .select([
      'products.title_i18n',
      'products.images',
      'products.content',
      'products.market_price',
      'products.freight',
      'products.specs',
    ])
    .where('products.id', '=', id)
    .executeTakeFirst();
  // A merchant asking for another shop's product learns nothing, not even whether it exists.
  assertShopAccess(admin, row ? row.shop_id : -1);
  if (!row) throw new BusinessError('common.record_not_found', { field: 'id' });
  const skus = await db
    .selectFrom('product_skus')
    .select(['id', 'spec', 'price', 'market_price', 'stock'])
    .where('product_id', '=', id)
    .orderBy('id')
    .execute();
  const { title_i18n, images, content, market_price, freight, specs, ...item } = row;
  return {
    ...toItem(item),
    title_i18n: parseJson<Record<string, string>>(title_i18n, {}),
    images: parseJson<string[]>(images, []),
    content,
    market_price: formatMoney(market_price),
    freight: formatMoney(freight),
    specs: parseJson<ProductSpec[]>(specs, []),
    skus: skus.map((s) => ({
      id: s.id,
      spec: parseJson<Record<string, string>>(s.spec, {}),
      price: formatMoney(s.price),
      market_price: formatMoney(s.market_price),
      stock: Math.max(0, s.stock),
    })),
  };
}

/** The shop a save writes to: a merchant's own (never another), an admin's choice (required on create). */
async function targetShop(trx: Trx, admin: AdminIdentity, body: AdminProductSaveBody, current?: number) {
  const shopId = admin.role === 'merchant' ? (body.shop_id ?? admin.shopId) : (body.shop_id ?? current);
  assertShopAccess(admin, shopId);
  const shop = shopId
    ? await trx.selectFrom('shops').select(['id', 'status', 'lang']).where('id', '=', shopId).executeTakeFirst()
    : null;
  if (!shop) throw new BusinessError('operator.choose_shop', { field: 'shop_id' });
  return shop;
}

/**
 * Keeps the SKU rows whose combination survives (their ids stay valid in bags), updates their
 * price and stock, adds the new combinations and removes the rest. Orders keep their own copy
 * of title, spec and price, so a removed SKU changes no order.
 */
async function writeSkus(trx: Trx, productId: number, skus: SkuRow[], now: number): Promise<void> {
  const existing = await trx
    .selectFrom('product_skus')
    .select(['id', 'spec_key'])
    .where('product_id', '=', productId)
    .execute();
  const byKey = new Map(existing.map((s) => [s.spec_key, s.id]));
  const keep = new Set<number>();
  for (const sku of skus) {
    const values = { price: sku.price, market_price: sku.marketPrice, stock: sku.stock };
    const id = byKey.get(sku.specKey);
    if (id) {
      keep.add(id);
      await trx
        .updateTable('product_skus')
        .set({ ...values, stock: editedStock(sku.stock, sku.stockLoaded) })
        .where('id', '=', id)
        .execute();
    } else {
      await trx
        .insertInto('product_skus')
        .values({
          ...values,
          product_id: productId,
          spec: JSON.stringify(sku.spec),
          spec_key: sku.specKey,
          createtime: now,
        })
        .execute();
    }
  }
  const gone = existing.filter((s) => !keep.has(s.id)).map((s) => s.id);
  if (gone.length) await trx.deleteFrom('product_skus').where('id', 'in', gone).execute();
}

/** The titles in other languages; the shop's own language is `title` itself (lib/translated-text.ts). */
function titlesOf(input: Record<string, string> | undefined, sourceLang: string): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const lang of LANGS) {
    const text = (input?.[lang] ?? '').trim();
    if (text && lang !== sourceLang) titles[lang] = text;
  }
  return titles;
}

/**
 * The spec translations that still fit the saved specs position for position (admin/translation
 * writes them); a language whose shape no longer matches is dropped, to be translated again.
 */
async function fittingSpecTranslations(trx: Trx, id: number | undefined, specs: ProductSpec[]): Promise<string> {
  if (!id) return '{}';
  const row = await trx.selectFrom('products').select('specs_i18n').where('id', '=', id).executeTakeFirst();
  const stored = parseJson<Record<string, ProductSpec[]>>(row?.specs_i18n ?? '{}', {});
  const kept: Record<string, ProductSpec[]> = {};
  for (const [lang, translated] of Object.entries(stored)) {
    const fits =
      Array.isArray(translated) &&
      translated.length === specs.length &&
      specs.every((s, i) => translated[i]?.values?.length === s.values.length);
    if (fits) kept[lang] = translated;
  }
  return JSON.stringify(kept);
}

/**
 * product/save: with `id` an edit, without a new product. Validates shop, category, pictures,
 * specs and SKUs, writes the product and its SKUs, and rewrites its search terms, all in the
 * caller's transaction.
 */
export async function saveProduct(
  trx: Trx,
  admin: AdminIdentity,
  body: AdminProductSaveBody,
): Promise<{ before: AdminProduct | null; after: AdminProduct }> {
  const before = body.id ? await productDetail(trx, admin, body.id) : null;
  // Each SKU's price history, for flash sales' 30-day low (catalog/price-history.ts).
  const pricesBefore = body.id ? await currentPrices(trx, body.id) : new Map<number, number>();
  const shop = await targetShop(trx, admin, body, before?.shop_id);
  const shopId = shop.id;
  const title = nonEmpty(body.title, 'title', 'admin_catalog.fill_title');
  const category = await trx
    .selectFrom('categories')
    .select(['id', 'key'])
    .where('id', '=', body.category_id)
    .executeTakeFirst();
  if (!category) throw new BusinessError('merchant.choose_category', { field: 'category_id' });
  const images = [...new Set(body.images.map((u) => u.trim()).filter(Boolean))];
  if (!images.length) throw new BusinessError('admin_catalog.add_image', { field: 'images' });
  await assertCatalogImages(trx, admin, images, before?.images ?? [], 'images');
  const priced = pricedProduct(body);
  // The sanitized description is cached by (id, updatetime): an edit must move updatetime on.
  const now = Math.max(nowSeconds(), (before?.updatetime ?? 0) + 1);
  const values = {
    shop_id: shopId,
    category_id: category.id,
    title,
    // An edit that sends no translated titles keeps the stored ones (a client that knows none must not wipe them).
    title_i18n: JSON.stringify(titlesOf(body.title_i18n ?? before?.title_i18n, shop.lang)),
    specs_i18n: await fittingSpecTranslations(trx, body.id, priced.specs),
    image: images[0]!,
    images: JSON.stringify(images),
    content: body.content ?? before?.content ?? '',
    price: priced.price,
    market_price: priced.marketPrice,
    stock: priced.stock,
    freight: priced.freight,
    specs: JSON.stringify(priced.specs),
    status: shelfStatus(body.status ?? before?.status ?? 'on', shop.status),
    sort: body.sort ?? before?.sort ?? 0,
    search_text: `${title} ${category.key}`.toLowerCase(),
    updatetime: now,
  };
  let id = body.id;
  if (id) {
    await trx
      .updateTable('products')
      .set({ ...values, stock: editedStock(priced.stock, priced.skus.length ? undefined : body.stock_loaded) })
      .where('id', '=', id)
      .execute();
  } else
    id = (
      await trx
        .insertInto('products')
        .values({ ...values, createtime: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await writeSkus(trx, id, priced.skus, now);
  await recordPriceChanges(trx, id, pricesBefore, now);
  if (priced.skus.length) await totalSkuStock(trx, id);
  await reindexProduct(trx, id);
  await announceFavouriteAlerts(trx, id, 'shop');
  return { before, after: await productDetail(trx, admin, id) };
}

/**
 * product/del: a product nobody ordered is removed with its SKUs, search terms, bag lines and
 * favourites; one that was ordered is refused (orders, refunds and reviews point at it), and
 * the operator takes it off the shelf instead.
 */
export async function deleteProduct(trx: Trx, admin: AdminIdentity, id: number): Promise<AdminProduct> {
  const before = await productDetail(trx, admin, id);
  const ordered = await trx
    .selectFrom('order_items')
    .select('id')
    .where('product_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (ordered) throw new BusinessError('admin_catalog.product_has_orders');
  await trx.deleteFrom('product_terms').where('product_id', '=', id).execute();
  await trx.deleteFrom('product_skus').where('product_id', '=', id).execute();
  await trx.deleteFrom('carts').where('product_id', '=', id).execute();
  await trx.deleteFrom('favourites').where('product_id', '=', id).execute();
  await trx.deleteFrom('products').where('id', '=', id).execute();
  return before;
}
