import type { Lang, Page, ProductDetail, Review, Sku } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { BusinessError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { pageArgs, toPage } from '../../lib/pagination';
import { nowSeconds } from '../../lib/time';
import { toProductCard, withFollowed } from './cards';
import { productFlash } from './product-flash';
import * as repo from './product-repository';
import { sanitizedContent } from './sanitize-content';
import { localizeSpecs, pickedLang, pickText, specLine } from '../../lib/translated-text';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return (JSON.parse(text) as T) ?? fallback;
  } catch {
    return fallback;
  }
}

/** "Jonathan" → "J***n"; one-character names keep only that character. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** A product page in the reader's language: title, description, specs and SKU labels each fall back on their own. */
export async function productDetail(db: DbOrTrx, id: number, lang: Lang, userId?: number): Promise<ProductDetail> {
  const product = await repo.findVisibleProduct(db, id);
  if (!product) throw new BusinessError('catalog.product_not_found', { field: 'id' });
  const shopCard = {
    id: product.shop_id,
    name: product.shop_name,
    name_i18n: product.shop_name_i18n,
    logo: product.shop_logo,
    banner: product.shop_banner,
    rating: product.shop_rating,
    sales: product.shop_sales,
  };
  const [skus, [shop], favourite, flash] = await Promise.all([
    repo.productSkus(db, id),
    withFollowed(db, userId, [shopCard], lang),
    repo.isFavourite(db, userId, id),
    productFlash(db, id, nowSeconds(), userId),
  ]);
  const reviewed = product.review_count > 0;
  const specs = localizeSpecs(product.specs, product.specs_i18n, lang);
  // The sanitizer's cache is keyed by the language whose text is shown.
  const contentLang = pickedLang(product.content_i18n, lang, product.content);
  return {
    ...toProductCard(product, lang),
    images: parseJson<string[]>(product.images, []),
    content: sanitizedContent(
      `${id}:${contentLang}`,
      product.updatetime,
      pickText(product.content_i18n, lang, product.content),
    ),
    stock: Math.max(0, product.stock),
    freight: formatMoney(product.freight),
    specs: specs.specs,
    skus: skus.map((s): Sku => ({
      id: s.id,
      spec: specs.label(parseJson<Record<string, string>>(s.spec, {})),
      price: formatMoney(s.price),
      stock: Math.max(0, s.stock),
    })),
    shop: shop!,
    is_favourite: favourite,
    // The product row keeps the running averages (written with each review); 0 before the first.
    review_summary: {
      count: product.review_count,
      product_score: reviewed ? product.product_score : 0,
      service_score: reviewed ? product.service_score : 0,
      postage_score: reviewed ? product.postage_score : 0,
    },
    flash,
  };
}

/**
 * A product's reviews; each names the SKU its reviewer bought in the reader's language (through
 * the product's spec translations), or as bought when that SKU is gone.
 */
export async function productReviews(
  db: DbOrTrx,
  query: { id: number; page?: number; limit?: number },
  lang: Lang,
): Promise<Page<Review>> {
  const product = await repo.findVisibleProduct(db, query.id);
  if (!product) throw new BusinessError('catalog.product_not_found', { field: 'id' });
  const specs = localizeSpecs(product.specs, product.specs_i18n, lang);
  const args = pageArgs(query);
  const [rows, total] = await Promise.all([
    repo.pageReviews(db, query.id, args.limit, args.offset),
    repo.countReviews(db, query.id),
  ]);
  const reviews = rows.map((r): Review => ({
    id: r.id,
    user: { nickname: maskName(r.nickname || r.username), avatar: r.avatar },
    product_score: r.product_score,
    service_score: r.service_score,
    postage_score: r.postage_score,
    content: r.content,
    images: parseJson<string[]>(r.images, []),
    spec: r.sku_spec ? specLine(specs.label(parseJson<Record<string, string>>(r.sku_spec, {}))) || r.spec : r.spec,
    createtime: r.createtime,
  }));
  return toPage(reviews, total, args);
}
