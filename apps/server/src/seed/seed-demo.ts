import type { Db, Trx } from '../db';
import type { PayCodes } from '../lib/pay-code';
import { nowSeconds } from '../lib/time';
import { insertTermRows, productTermRows } from '../modules/catalog/search/product-terms';
import type { DemoBanner, DemoCatalog, DemoProduct, Lang, Translated } from './demo-catalog/types';
import { insertDemoPromoCodes } from './demo-promo-codes';
import { demoRatings, insertDemoReviews, type DemoProductRatings } from './demo-reviews';
import { insertDemoSettings } from './demo-settings';
import { insertDemoShopper } from './demo-shopper';
import { insertDemoVouchers } from './demo-vouchers';
import { insertDemoFlash } from './demo-flash';
import { demoImageUrl } from './image-url';

const DAY = 86_400;
type Ids = Map<string, number>;

/** `<column>_i18n` JSON: the translations without the source language (which is the column itself). */
export function i18nJson<T>(texts: Translated<T> | undefined, source: Lang = 'en'): string {
  const kept: Translated<T> = {};
  for (const [lang, text] of Object.entries(texts ?? {}) as [Lang, T][]) if (lang !== source && text) kept[lang] = text;
  return JSON.stringify(kept);
}

/** Stable text of a SKU's spec for the unique key (product_id, spec_key). */
export const specKey = (spec: Record<string, string>): string =>
  Object.keys(spec)
    .sort()
    .map((k) => `${k}:${spec[k]}`)
    .join(';');

async function insertProduct(
  trx: Trx,
  p: DemoProduct,
  shop: { id: number; lang: Lang },
  categoryId: number,
  now: number,
  ratings: DemoProductRatings | undefined,
) {
  const shopId = shop.id;
  const titleI18n = i18nJson(p.titleI18n, shop.lang);
  const created = now - p.createdDaysAgo * DAY;
  const hasSpecs = p.specs.length > 0;
  const { id } = await trx
    .insertInto('products')
    .values({
      shop_id: shopId,
      category_id: categoryId,
      title: p.title,
      title_i18n: titleI18n,
      content_i18n: i18nJson(p.contentI18n, shop.lang),
      specs_i18n: i18nJson(hasSpecs ? p.specsI18n : undefined, shop.lang),
      image: demoImageUrl(p.images[0] ?? ''),
      images: JSON.stringify(p.images.map(demoImageUrl)),
      content: p.content,
      price: p.priceCents,
      market_price: p.marketPriceCents,
      stock: p.skus.reduce((sum, s) => sum + s.stock, 0),
      freight: p.freightCents,
      sales: p.sales,
      favorable_rate: p.favorableRate,
      product_score: p.productScore,
      // From the seeded reviews, when the catalog has them.
      ...ratings,
      specs: JSON.stringify(hasSpecs ? p.specs : []),
      search_text: `${p.title} ${p.categoryKey}`.toLowerCase(),
      createtime: created,
      updatetime: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTermRows(trx, productTermRows(id, { title: p.title, title_i18n: titleI18n, content: p.content }));
  // A product without specs has no SKU rows: carts and orders use sku_id 0 for it.
  if (hasSpecs && p.skus.length) {
    await trx
      .insertInto('product_skus')
      .values(
        p.skus.map((s) => ({
          product_id: id,
          spec: JSON.stringify(s.spec),
          spec_key: specKey(s.spec),
          price: s.priceCents,
          market_price: Math.max(s.priceCents, p.marketPriceCents),
          stock: s.stock,
          createtime: created,
        })),
      )
      .execute();
  }
  return id;
}

function bannerLink(b: DemoBanner, ids: { products: Ids; shops: Ids; categories: Ids }): string {
  const product = b.productRef && ids.products.get(b.productRef);
  if (product) return `/detail/${product}`;
  const shop = b.shopRef && ids.shops.get(b.shopRef);
  if (shop) return `/shop/${shop}`;
  const category = b.categoryKey && ids.categories.get(b.categoryKey);
  if (category) return `/products?category_id=${category}`;
  return b.link;
}

async function insertCatalog(trx: Trx, catalog: DemoCatalog, now: number): Promise<{ products: Ids; shops: Ids }> {
  const categories: Ids = new Map();
  for (const c of catalog.categories) {
    const row = await trx
      .insertInto('categories')
      .values({
        key: c.key,
        name: c.names.en,
        name_i18n: JSON.stringify(c.names),
        icon: demoImageUrl(c.icon),
        sort: c.sort,
        createtime: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.set(c.key, row.id);
  }
  const ratings = demoRatings(catalog);
  const shops: Ids = new Map();
  const shopLangs = new Map<string, Lang>();
  for (const s of catalog.shops) {
    const lang = s.lang ?? 'en';
    shopLangs.set(s.ref, lang);
    const created = now - s.createdDaysAgo * DAY;
    const row = await trx
      .insertInto('shops')
      .values({
        name: s.name,
        logo: demoImageUrl(s.logo),
        banner: demoImageUrl(s.banner),
        description: s.description,
        lang,
        name_i18n: i18nJson(s.nameI18n, lang),
        description_i18n: i18nJson(s.descriptionI18n, lang),
        category_id: categories.get(s.categoryKey) ?? null,
        rating: ratings.shops.get(s.ref) ?? s.rating,
        sales: s.sales,
        createtime: created,
        updatetime: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    shops.set(s.ref, row.id);
  }
  const products: Ids = new Map();
  for (const p of catalog.products) {
    const shopId = shops.get(p.shopRef);
    const categoryId = categories.get(p.categoryKey);
    if (!shopId || !categoryId) throw new Error(`demo product ${p.ref} refers to an unknown shop or category`);
    const shop = { id: shopId, lang: shopLangs.get(p.shopRef) ?? 'en' };
    products.set(p.ref, await insertProduct(trx, p, shop, categoryId, now, ratings.products.get(p.ref)));
  }
  if (catalog.banners.length) {
    await trx
      .insertInto('banners')
      .values(
        catalog.banners.map((b) => ({
          title: b.title,
          title_i18n: i18nJson(b.titleI18n),
          subtitle: b.subtitle ?? '',
          subtitle_i18n: i18nJson(b.subtitleI18n),
          image: demoImageUrl(b.image),
          image_i18n: JSON.stringify(
            Object.fromEntries(Object.entries(b.imageI18n ?? {}).map(([lang, ref]) => [lang, demoImageUrl(ref)])),
          ),
          link: bannerLink(b, { products, shops, categories }),
          sort: b.sort,
          createtime: now,
        })),
      )
      .execute();
  }
  if (catalog.networks.length) {
    await trx
      .insertInto('chain_networks')
      .values(
        catalog.networks.map((n, i) => ({
          name: n.name,
          currency: n.currency,
          address: n.address,
          min_amount: n.minAmountCents,
          address_format: n.addressFormat,
          xpub: n.xpub,
          confirmations: n.confirmations,
          sort: i + 1,
          createtime: now,
        })),
      )
      .execute();
  }
  const articleRows = catalog.articles.flatMap((a) =>
    Object.entries(a.title).map(([lang, title]) => ({
      type: a.type,
      lang,
      group_key: a.slug,
      title,
      content: a.content[lang as keyof typeof a.content] ?? '',
      sort: a.sort,
      createtime: now,
      updatetime: now,
    })),
  );
  if (articleRows.length) await trx.insertInto('articles').values(articleRows).execute();
  return { products, shops };
}

/**
 * Seeds the demo catalog (with its reviewers, their orders and reviews) and the demo shopper in
 * one transaction, once: only when the categories table is empty. Returns whether it seeded.
 */
export async function seedDemo(
  db: Db,
  makeCatalog: () => DemoCatalog,
  payCodes: PayCodes,
  options: { flashSale?: boolean } = {},
): Promise<boolean> {
  const any = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const catalog = makeCatalog();
  const now = nowSeconds();
  await db.transaction().execute(async (trx) => {
    const ids = await insertCatalog(trx, catalog, now);
    await insertDemoReviews(trx, catalog, ids, now);
    await insertDemoShopper(trx, payCodes);
    await insertDemoPromoCodes(trx, now);
    await insertDemoVouchers(trx, [...ids.shops.values()], now);
    // Not with a test catalog: a live flash session would change its checkout prices.
    if (options.flashSale) await insertDemoFlash(trx, [...ids.products.values()], now);
    await insertDemoSettings(trx, catalog.cardAccounts, now);
  });
  return true;
}
