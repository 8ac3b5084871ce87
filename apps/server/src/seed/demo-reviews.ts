import { randomBytes } from 'node:crypto';
import type { Trx } from '../db';
import { hashPassword } from '../lib/password';
import { specText } from '../modules/cart/lines';
import { productRates, shopRating } from '../modules/review/rating-rule';
import type { DemoCatalog, DemoReview } from './demo-catalog/types';
import { postDemoPurchases } from './demo-review-money';

const DAY = 86_400;
// Rows per INSERT: keeps bound parameters under SQLite's 32,766 (orders have 14 columns).
const ROWS_PER_INSERT = 1_000;

type Ids = Map<string, number>;
/** What a product row keeps about its reviews. */
export type DemoProductRatings = ReturnType<typeof productRates> & { review_count: number };

/** Inserts rows in chunks, answering each chunk's RETURNING rows in one list. */
async function insertChunks<R, T>(rows: R[], insert: (chunk: R[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    out.push(...(await insert(rows.slice(i, i + ROWS_PER_INSERT))));
  return out;
}

/** The reviewer accounts: one unknown password for all (nobody signs in as them). */
async function insertReviewers(trx: Trx, names: string[], now: number): Promise<number[]> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64'));
  const created = now - 400 * DAY;
  const rows = names.map((nickname, i) => ({
    username: `demo_reviewer_${i + 1}`,
    nickname,
    email: `demo-reviewer-${i + 1}@bazaar.test`,
    password_hash: passwordHash,
    createtime: created,
    updatetime: created,
  }));
  const inserted = await trx.insertInto('users').values(rows).returning(['id', 'username']).execute();
  const byName = new Map(inserted.map((u) => [u.username, u.id]));
  return rows.map((r) => byName.get(r.username)!);
}

/**
 * The review figures of every product and shop of a catalog with reviews, by the rule of a
 * shopper's review (review/rating-rule.ts), so the rows are written with them at once (faster
 * than recomputing each from the database afterwards). Empty maps without reviews: the
 * catalog's own figures stay.
 */
export function demoRatings(catalog: DemoCatalog) {
  const products = new Map<string, DemoProductRatings>();
  const shops = new Map<string, number>();
  const reviews = catalog.reviews ?? [];
  if (reviews.length === 0) return { products, shops };
  const byProduct = new Map<string, DemoReview[]>();
  for (const r of reviews) byProduct.set(r.productRef, [...(byProduct.get(r.productRef) ?? []), r]);
  const shopSums = new Map<string, { count: number; sum3: number }>();
  for (const p of catalog.products) {
    const own = byProduct.get(p.ref) ?? [];
    const sum = (pick: (r: DemoReview) => number) => own.reduce((n, r) => n + pick(r), 0);
    const sums = {
      count: own.length,
      good: own.filter((r) => r.productScore >= 4).length,
      product: sum((r) => r.productScore),
      service: sum((r) => r.serviceScore),
      postage: sum((r) => r.postageScore),
    };
    products.set(p.ref, { review_count: own.length, ...productRates(sums) });
    const shop = shopSums.get(p.shopRef) ?? { count: 0, sum3: 0 };
    shopSums.set(p.shopRef, {
      count: shop.count + sums.count,
      sum3: shop.sum3 + sums.product + sums.service + sums.postage,
    });
  }
  for (const shop of catalog.shops) {
    const sums = shopSums.get(shop.ref) ?? { count: 0, sum3: 0 };
    shops.set(shop.ref, shopRating(sums.count, sums.sum3));
  }
  return { products, shops };
}

/**
 * The demo reviews with what real reviews stand on: each on a completed order of its reviewer
 * for the SKU it names, paid and settled through the ledger. The products and shops were written
 * with the figures of demoRatings.
 */
export async function insertDemoReviews(
  trx: Trx,
  catalog: DemoCatalog,
  ids: { products: Ids; shops: Ids },
  now: number,
): Promise<void> {
  const reviews = catalog.reviews ?? [];
  if (reviews.length === 0 || !catalog.reviewers?.length) return;
  const reviewers = await insertReviewers(trx, catalog.reviewers, now);
  const products = new Map(catalog.products.map((p) => [p.ref, p]));
  // A SKU row's spec is the demo SKU's spec as JSON (seed-demo.ts wrote it so).
  const skuRows = await trx.selectFrom('product_skus').select(['id', 'product_id', 'spec']).execute();
  const skus = new Map(skuRows.map((s) => [`${s.product_id}|${s.spec}`, s]));

  const lines = reviews.map((r: DemoReview, i) => {
    const p = products.get(r.productRef)!;
    const productId = ids.products.get(r.productRef)!;
    const demoSku = p.skus[r.sku]!;
    const sku = p.specs.length > 0 ? skus.get(`${productId}|${JSON.stringify(demoSku.spec)}`) : undefined;
    const listed = now - p.createdDaysAgo * DAY;
    const time = Math.min(now, listed + r.daysAfterListed * DAY);
    return {
      sn: `R${String(i + 1).padStart(7, '0')}`,
      review: r,
      productId,
      shopId: ids.shops.get(p.shopRef)!,
      userId: reviewers[r.reviewer]!,
      title: p.title,
      image: p.images[0] ?? '',
      skuId: sku?.id ?? 0,
      spec: sku ? specText(sku.spec) : '',
      price: demoSku.priceCents,
      freight: p.freightCents,
      time,
    };
  });

  const orders = await insertChunks(lines, (chunk) =>
    trx
      .insertInto('orders')
      .values(
        chunk.map((l) => ({
          order_sn: l.sn,
          pay_sn: l.sn,
          user_id: l.userId,
          shop_id: l.shopId,
          status: 'completed',
          goods_amount: l.price,
          freight: l.freight,
          total: l.price + l.freight,
          createtime: l.time - 7 * DAY,
          paytime: l.time - 7 * DAY,
          shiptime: l.time - 6 * DAY,
          receivetime: l.time - 2 * DAY,
          completetime: l.time,
          updatetime: l.time,
        })),
      )
      .returning(['id', 'order_sn'])
      .execute(),
  );
  const orderIds = new Map(orders.map((o) => [o.order_sn, o.id]));
  await postDemoPurchases(
    trx,
    lines.map((l) => ({ userId: l.userId, shopId: l.shopId, total: l.price + l.freight })),
  );
  const items = await insertChunks(lines, (chunk) =>
    trx
      .insertInto('order_items')
      .values(
        chunk.map((l) => ({
          order_id: orderIds.get(l.sn)!,
          product_id: l.productId,
          sku_id: l.skuId,
          title: l.title,
          image: l.image,
          spec: l.spec,
          price: l.price,
          quantity: 1,
          reviewed: 1,
          createtime: l.time - 7 * DAY,
        })),
      )
      .returning(['id', 'order_id'])
      .execute(),
  );
  const itemIds = new Map(items.map((it) => [it.order_id, it.id]));
  await insertChunks(lines, async (chunk) => {
    await trx
      .insertInto('reviews')
      .values(
        chunk.map((l) => {
          const orderId = orderIds.get(l.sn)!;
          return {
            order_id: orderId,
            order_item_id: itemIds.get(orderId)!,
            product_id: l.productId,
            user_id: l.userId,
            shop_id: l.shopId,
            product_score: l.review.productScore,
            service_score: l.review.serviceScore,
            postage_score: l.review.postageScore,
            content: l.review.content,
            images: '[]',
            createtime: l.time,
          };
        }),
      )
      .execute();
    return [];
  });
}
