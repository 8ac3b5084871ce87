import type { Lang } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { localizeSpecs, pickText, specLine } from '../../lib/translated-text';

/** A product (and SKU) as it can be bought right now; the server's only source of price and stock. */
export interface Purchasable {
  productId: number;
  /** 0 for a product without specs. */
  skuId: number;
  shopId: number;
  title: string;
  image: string;
  spec: string;
  /** Cents. */
  price: number;
  freight: number;
  stock: number;
  /** Why it cannot be bought: gone, off sale, a spec must be chosen, or sold out. */
  invalid?: 'gone' | 'off_sale' | 'choose_spec' | 'sold_out';
}

export const lineKey = (productId: number, skuId: number) => `${productId}:${skuId}`;

/** "Color: Red; Size: M" from the SKU's { name: value } JSON, in the product's source language. */
export function specText(json: string): string {
  try {
    return specLine(JSON.parse(json) as Record<string, string>);
  } catch {
    return '';
  }
}

/** The SKU's label in the reader's language (an order stores the one it was bought in). */
function localizedSpecText(skuSpec: string, specs: string, specsI18n: string, lang: Lang): string {
  try {
    return specLine(localizeSpecs(specs, specsI18n, lang).label(JSON.parse(skuSpec) as Record<string, string>));
  } catch {
    return '';
  }
}

/**
 * Resolves (product, sku) pairs to what they cost and how many are left, keyed by lineKey.
 * A pair that no longer exists still answers, marked invalid, so the bag can show it.
 */
export async function loadPurchasables(
  db: DbOrTrx,
  pairs: { productId: number; skuId: number }[],
  lang: Lang,
): Promise<Map<string, Purchasable>> {
  const result = new Map<string, Purchasable>();
  if (!pairs.length) return result;
  const productIds = [...new Set(pairs.map((p) => p.productId))];
  const skuIds = [...new Set(pairs.map((p) => p.skuId).filter((id) => id > 0))];
  const products = await db
    .selectFrom('products')
    .select([
      'id',
      'shop_id',
      'title',
      'title_i18n',
      'image',
      'price',
      'freight',
      'stock',
      'specs',
      'specs_i18n',
      'status',
    ])
    .where('id', 'in', productIds)
    .execute();
  const skus = skuIds.length
    ? await db
        .selectFrom('product_skus')
        .select(['id', 'product_id', 'spec', 'price', 'stock', 'image'])
        .where('id', 'in', skuIds)
        .execute()
    : [];
  const productById = new Map(products.map((p) => [p.id, p]));
  const skuById = new Map(skus.map((s) => [s.id, s]));

  for (const { productId, skuId } of pairs) {
    const product = productById.get(productId);
    const key = lineKey(productId, skuId);
    if (!product) {
      result.set(key, {
        productId,
        skuId,
        shopId: 0,
        title: '',
        image: '',
        spec: '',
        price: 0,
        freight: 0,
        stock: 0,
        invalid: 'gone',
      });
      continue;
    }
    const hasSpecs = product.specs !== '[]' && product.specs !== '';
    const sku = skuId ? skuById.get(skuId) : undefined;
    const skuMissing = skuId ? !sku || sku.product_id !== productId : hasSpecs;
    const line: Purchasable = {
      productId,
      skuId,
      shopId: product.shop_id,
      title: pickText(product.title_i18n, lang, product.title),
      image: sku?.image || product.image,
      spec: sku ? localizedSpecText(sku.spec, product.specs, product.specs_i18n, lang) : '',
      price: sku ? sku.price : product.price,
      freight: product.freight,
      stock: sku ? sku.stock : skuMissing ? 0 : product.stock,
    };
    if (product.status !== 'on') line.invalid = 'off_sale';
    else if (skuMissing) line.invalid = skuId ? 'gone' : 'choose_spec';
    else if (line.stock <= 0) line.invalid = 'sold_out';
    result.set(key, line);
  }
  return result;
}
