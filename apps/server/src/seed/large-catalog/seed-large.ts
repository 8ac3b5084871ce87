import { sql, type Insertable } from 'kysely';
import type { Database, Db, DbHandle, Trx } from '../../db';
import type { PayCodes } from '../../lib/pay-code';
import { hashPassword } from '../../lib/password';
import { nowSeconds } from '../../lib/time';
import { productTermRows } from '../../modules/catalog/search/product-terms';
import { generateDemoCatalog, iterateDemoProducts, type DemoProduct } from '../demo-catalog';
import { demoImageUrl } from '../image-url';
import { i18nJson, seedDemo, specKey } from '../seed-demo';
import { reviewAggregates, reviewsOf } from './reviews';

export interface LargeSeedOptions {
  shops: number;
  products: number;
  reviewers: number;
  /** Products per transaction: few transactions, bounded memory. */
  productsPerTransaction: number;
  log: (line: string) => void;
  /** Hashes the demo shopper's payment code. */
  payCodes: PayCodes;
}

const DAY = 86_400;
// Rows per INSERT: keeps bound parameters under SQLite's 32,766 and PostgreSQL's 65,535.
const ROWS_PER_INSERT = 1_000;

type Rows = { [T in keyof Database]?: Insertable<Database[T]>[] };
const TABLE_ORDER = ['products', 'product_skus', 'product_terms', 'orders', 'order_items', 'reviews'] as const;
const SEQUENCED = ['users', 'products', 'product_skus', 'orders', 'order_items', 'reviews'] as const;

async function insertAll(trx: Trx, rows: Rows): Promise<void> {
  for (const table of TABLE_ORDER) {
    const list = rows[table] ?? [];
    for (let i = 0; i < list.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto(table)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one loop over six typed tables
        .values(list.slice(i, i + ROWS_PER_INSERT) as any)
        .execute();
    }
  }
}

async function maxId(db: Db, table: (typeof SEQUENCED)[number]): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Reviewer accounts: one password hash for all (nobody signs in as them; hashing 1,000 would take a minute). */
async function insertReviewers(db: Db, count: number, firstId: number, now: number): Promise<void> {
  const passwordHash = await hashPassword(`reviewer-${now}-${Math.random()}`);
  const names = ['Jonathan', 'Mei Lin', 'Haruto', 'Seo-yeon', 'Somchai', 'Nguyen Anh', 'Amelia', 'Lucas'];
  const rows = Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    username: `reviewer${firstId + i}`,
    nickname: `${names[i % names.length]} ${i + 1}`,
    email: `reviewer${firstId + i}@bazaar.test`,
    password_hash: passwordHash,
    createtime: now - 400 * DAY,
    updatetime: now - 400 * DAY,
  }));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('users')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
}

interface Ids {
  product: number;
  sku: number;
  order: number;
  item: number;
  review: number;
}

/** The rows of one product: itself, its SKUs, search terms, and its reviews with their orders. */
function productRows(
  p: DemoProduct,
  index: number,
  ctx: {
    ids: Ids;
    shopId: number;
    categoryId: number;
    firstReviewer: number;
    reviewers: number;
    now: number;
  },
  out: Rows,
): void {
  const { ids, now } = ctx;
  const id = ids.product++;
  const created = now - p.createdDaysAgo * DAY;
  const reviews = reviewsOf(index, ctx.reviewers);
  const hasSpecs = p.specs.length > 0;
  const image = demoImageUrl(p.images[0] ?? '');
  // Translated like the demo catalog, so the bench pays for translation lookups as production does.
  const titleI18n = i18nJson(p.titleI18n);
  out.products!.push({
    id,
    shop_id: ctx.shopId,
    category_id: ctx.categoryId,
    title: p.title,
    title_i18n: titleI18n,
    content_i18n: i18nJson(p.contentI18n),
    specs_i18n: i18nJson(hasSpecs ? p.specsI18n : undefined),
    image,
    images: JSON.stringify(p.images.map(demoImageUrl)),
    content: p.content,
    price: p.priceCents,
    market_price: p.marketPriceCents,
    stock: p.skus.reduce((sum, s) => sum + s.stock, 0),
    freight: p.freightCents,
    sales: p.sales,
    specs: JSON.stringify(hasSpecs ? p.specs : []),
    search_text: `${p.title} ${p.categoryKey}`.toLowerCase(),
    ...reviewAggregates(reviews),
    createtime: created,
    updatetime: created,
  });
  if (hasSpecs) {
    for (const s of p.skus) {
      out.product_skus!.push({
        id: ids.sku++,
        product_id: id,
        spec: JSON.stringify(s.spec),
        spec_key: specKey(s.spec),
        price: s.priceCents,
        market_price: Math.max(s.priceCents, p.marketPriceCents),
        stock: s.stock,
        createtime: created,
      });
    }
  }
  out.product_terms!.push(...productTermRows(id, { title: p.title, title_i18n: titleI18n, content: p.content }));
  // Every review belongs to a completed order line of its reviewer, as real ones do.
  for (const r of reviews) {
    const orderId = ids.order++;
    const itemId = ids.item++;
    const time = Math.min(now, created + r.after);
    const sn = `L${orderId}`;
    out.orders!.push({
      id: orderId,
      order_sn: sn,
      pay_sn: sn,
      user_id: ctx.firstReviewer + r.reviewer,
      shop_id: ctx.shopId,
      status: 'completed',
      goods_amount: p.priceCents,
      total: p.priceCents,
      createtime: time,
      paytime: time,
      completetime: time,
      updatetime: time,
    });
    out.order_items!.push({
      id: itemId,
      order_id: orderId,
      product_id: id,
      title: p.title,
      image,
      price: p.priceCents,
      quantity: 1,
      reviewed: 1,
      createtime: time,
    });
    out.reviews!.push({
      id: ids.review++,
      order_id: orderId,
      order_item_id: itemId,
      product_id: id,
      user_id: ctx.firstReviewer + r.reviewer,
      shop_id: ctx.shopId,
      product_score: r.product_score,
      service_score: r.service_score,
      postage_score: r.postage_score,
      content: r.content,
      createtime: time,
    });
  }
}

const emptyRows = (): Rows => ({
  products: [],
  product_skus: [],
  product_terms: [],
  orders: [],
  order_items: [],
  reviews: [],
});

/**
 * The benchmark catalog into an EMPTY database: the demo categories, shops, banners and demo
 * shopper, then products streamed from iterateDemoProducts with SKUs, search terms and about
 * ten reviews each, in a few large transactions. Ids are assigned here (PostgreSQL sequences
 * are moved past them at the end), so every row of a batch is known before it is written.
 */
export async function seedLargeCatalog(handle: DbHandle, options: LargeSeedOptions): Promise<Record<string, number>> {
  const { db } = handle;
  const now = nowSeconds();
  if (handle.dialect === 'sqlite') {
    // A one-off bulk load: a bigger page cache, and no fsync per commit (a crash means re-seeding anyway).
    await sql`pragma cache_size = -262144`.execute(db);
    await sql`pragma synchronous = OFF`.execute(db);
  }
  if (!(await seedDemo(db, () => generateDemoCatalog({ shops: options.shops, products: 0 }), options.payCodes))) {
    throw new Error('seed:large needs an empty database (categories already exist)');
  }
  const categories = new Map(
    (await db.selectFrom('categories').select(['id', 'key']).execute()).map((c) => [c.key, c.id]),
  );
  // Demo shops were inserted in order: shop ref s<n> is the n-th id.
  const shopIds = (await db.selectFrom('shops').select('id').orderBy('id').execute()).map((s) => s.id);
  const firstReviewer = (await maxId(db, 'users')) + 1;
  await insertReviewers(db, options.reviewers, firstReviewer, now);
  options.log(`shops ${shopIds.length}, reviewers ${options.reviewers}`);

  const ids: Ids = {
    product: (await maxId(db, 'products')) + 1,
    sku: (await maxId(db, 'product_skus')) + 1,
    order: (await maxId(db, 'orders')) + 1,
    item: (await maxId(db, 'order_items')) + 1,
    review: (await maxId(db, 'reviews')) + 1,
  };
  const products = iterateDemoProducts({ shops: options.shops, products: options.products });
  let index = 0;
  let done = false;
  while (!done) {
    await db.transaction().execute(async (trx) => {
      for (let inTrx = 0; inTrx < options.productsPerTransaction && !done; inTrx += ROWS_PER_INSERT) {
        const rows = emptyRows();
        for (let k = 0; k < ROWS_PER_INSERT; k++) {
          const next = products.next();
          if (next.done) {
            done = true;
            break;
          }
          index += 1;
          const p = next.value;
          const shopId = shopIds[Number(p.shopRef.slice(1)) - 1]!;
          productRows(
            p,
            index,
            {
              ids,
              shopId,
              categoryId: categories.get(p.categoryKey)!,
              firstReviewer,
              reviewers: options.reviewers,
              now,
            },
            rows,
          );
        }
        await insertAll(trx, rows);
      }
    });
    options.log(`products ${index}, reviews ${ids.review - 1}`);
  }
  if (handle.dialect === 'postgres') {
    for (const table of SEQUENCED) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
        db,
      );
    }
    // Fresh statistics, and a visibility map so term lookups are index-only scans right away.
    // Only the tables written here: the database may hold other schemas.
    await sql`vacuum analyze products, product_skus, product_terms, orders, order_items, reviews, users, shops`.execute(
      db,
    );
  } else {
    await sql`analyze`.execute(db);
  }
  const counts: Record<string, number> = {};
  for (const table of ['shops', 'products', 'product_skus', 'product_terms', 'reviews'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
