import { type AdminProduct, type AdminProductSaveBody } from '@bazaar/contract';
import { skuGrid, type SkuEditorValue } from '@bazaar/design-system';

/** The editor's text fields, as typed. */
export type ProductValues = Record<string, string>;

/** A stored product as the body that saves it unchanged (the shelf switch changes one field of it). */
export function productBody(p: AdminProduct): AdminProductSaveBody {
  return {
    id: p.id,
    shop_id: p.shop_id,
    category_id: p.category_id,
    title: p.title,
    title_i18n: p.title_i18n,
    images: p.images,
    content: p.content,
    price: p.price,
    market_price: p.market_price,
    stock: p.stock,
    stock_loaded: p.stock,
    freight: p.freight,
    specs: p.specs,
    skus: p.skus.map((s) => ({
      spec: s.spec,
      price: s.price,
      market_price: s.market_price,
      stock: s.stock,
      stock_loaded: s.stock,
    })),
    status: p.status,
    sort: p.sort,
  };
}

/** The editor's fields of a stored product, or of a new one. */
export function productValues(p: AdminProduct | null): ProductValues {
  return {
    shop_id: p ? String(p.shop_id) : '',
    category_id: p ? String(p.category_id) : '',
    title: p?.title ?? '',
    price: p?.price ?? '',
    market_price: p && p.market_price !== p.price ? p.market_price : '',
    stock: p ? String(p.stock) : '',
    freight: p?.freight ?? '0.00',
    content: p?.content ?? '',
    sort: String(p?.sort ?? 0),
  };
}

/** The spec editor's value of a stored product. */
export function skuValue(p: AdminProduct | null): SkuEditorValue {
  const rows = (p?.skus ?? []).map((s) => ({ spec: s.spec, price: s.price, stock: String(s.stock) }));
  return { specs: p?.specs ?? [], skus: skuGrid(p?.specs ?? [], rows) };
}

/** The stock a stored SKU of this combination had when the editor loaded it. */
const loadedSkuStock = (loaded: AdminProduct | null, spec: Record<string, string>) =>
  loaded?.skus.find(
    (s) =>
      Object.keys(s.spec).length === Object.keys(spec).length &&
      Object.entries(spec).every(([k, v]) => s.spec[k] === v),
  )?.stock;

/**
 * The save body of the editor's state. Money goes as typed (the server parses it into cents
 * and names the field it refuses); the spec editor's rows become the SKUs. Stock goes with the
 * stock the editor loaded, so the server applies what the operator changed to the stock as it
 * is by then (orders may have taken or given back units meanwhile).
 */
export function toSaveBody(
  loaded: AdminProduct | null,
  values: ProductValues,
  images: string[],
  sku: SkuEditorValue,
  on: boolean,
): AdminProductSaveBody {
  const specs = sku.specs.filter((s) => s.name.trim() || s.values.length);
  const money = (text: string | undefined) => (text ?? '').trim();
  return {
    ...(loaded ? { id: loaded.id } : {}),
    ...(values.shop_id ? { shop_id: Number(values.shop_id) } : {}),
    category_id: Number(values.category_id),
    title: values.title ?? '',
    // The save rewrites every stored title: send them as last loaded (the language switcher edits them).
    title_i18n: loaded?.title_i18n ?? {},
    images,
    content: values.content ?? '',
    ...(specs.length
      ? {}
      : {
          price: money(values.price),
          stock: Number(values.stock) || 0,
          ...(loaded && !loaded.skus.length ? { stock_loaded: loaded.stock } : {}),
        }),
    ...(money(values.market_price) ? { market_price: money(values.market_price) } : {}),
    freight: money(values.freight) || '0',
    specs,
    skus: sku.skus.map((row) => {
      const stockLoaded = loadedSkuStock(loaded, row.spec);
      return {
        spec: row.spec,
        price: money(row.price),
        stock: Number(row.stock) || 0,
        ...(stockLoaded === undefined ? {} : { stock_loaded: stockLoaded }),
      };
    }),
    status: on ? 'on' : 'off',
    sort: Number(values.sort) || 0,
  };
}
