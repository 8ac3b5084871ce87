import type { Lang } from '@bazaar/contract';
import type { DbOrTrx } from '../../db';
import { localizeSpecs, parseTranslations, specLine } from '../../lib/translated-text';

/** What an order line shows its reader in place of the snapshot, keyed by `readerLineKey`. */
export interface ReaderLine {
  title?: string;
  spec?: string;
}

export const readerLineKey = (productId: number, skuId: number) => `${productId}:${skuId}`;

/**
 * Order lines in the reader's language, for lines bought in another: the line keeps its snapshot as the record,
 * and a shopper reads the product as the catalog has it in their language today (docs/product.md#language-and-numbers).
 * The title is the product's text in that language where it has one (the shop's own language is the column);
 * the SKU's label is the product page's. A product or SKU that is gone leaves its lines to their snapshot.
 */
export async function readerLines(
  db: DbOrTrx,
  lines: { product_id: number; sku_id: number | null }[],
  lang: Lang,
): Promise<Map<string, ReaderLine>> {
  const out = new Map<string, ReaderLine>();
  if (!lines.length) return out;
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const skuIds = [...new Set(lines.map((l) => l.sku_id).filter((id): id is number => !!id))];
  const [products, skus] = await Promise.all([
    db
      .selectFrom('products')
      .innerJoin('shops', 'shops.id', 'products.shop_id')
      .select([
        'products.id',
        'products.title',
        'products.title_i18n',
        'products.specs',
        'products.specs_i18n',
        'shops.lang',
      ])
      .where('products.id', 'in', productIds)
      .execute(),
    skuIds.length
      ? db.selectFrom('product_skus').select(['id', 'product_id', 'spec']).where('id', 'in', skuIds).execute()
      : Promise.resolve([]),
  ]);
  for (const line of lines) {
    const product = products.find((p) => p.id === line.product_id);
    if (!product) continue;
    const title = product.lang === lang ? product.title : parseTranslations(product.title_i18n)[lang];
    const sku = line.sku_id ? skus.find((s) => s.id === line.sku_id && s.product_id === product.id) : undefined;
    let spec: string | undefined;
    if (sku) {
      try {
        spec = specLine(localizeSpecs(product.specs, product.specs_i18n, lang).label(JSON.parse(sku.spec)));
      } catch {
        spec = undefined;
      }
    }
    out.set(readerLineKey(line.product_id, line.sku_id ?? 0), { title: title || undefined, spec: spec || undefined });
  }
  return out;
}
