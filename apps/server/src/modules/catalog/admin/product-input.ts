import type { AdminProductSaveBody, ProductSpec } from '@bazaar/contract';
import { BusinessError } from '../../../lib/errors';
import { parseMoney } from '../../../lib/money';
import { specKey } from '../../../seed/seed-demo';

/** A SKU as it will be stored: one combination of spec values with its price and stock in cents. */
export interface SkuRow {
  spec: Record<string, string>;
  specKey: string;
  price: number;
  marketPrice: number;
  stock: number;
  /** The stock the editor loaded, when it says (the save then moves the stock by the difference). */
  stockLoaded?: number;
}

/** What a save writes into the product row and its SKU rows. */
export interface PricedProduct {
  specs: ProductSpec[];
  skus: SkuRow[];
  /** The lowest SKU price, or the product's own price without specs. */
  price: number;
  marketPrice: number;
  /** The total of the SKUs, or the product's own stock without specs. */
  stock: number;
  freight: number;
}

/** Request money to cents; `positive` refuses 0 (a price), otherwise 0 is fine (freight). */
export function centsOf(value: unknown, field: string, positive = false): number {
  const cents = parseMoney(value);
  if (cents === undefined) throw new BusinessError('validation.invalid_money', { field, params: { field } });
  if (positive && cents <= 0) throw new BusinessError('admin_catalog.price_positive', { field });
  return cents;
}

/** Trimmed names and values; every spec named, with at least one value, nothing repeated. */
export function normalizeSpecs(input: AdminProductSaveBody['specs'] = []): ProductSpec[] {
  const names = new Set<string>();
  return input.map((spec, i) => {
    const name = spec.name.trim();
    if (!name) throw new BusinessError('admin_catalog.spec_name_required', { field: `specs.${i}.name` });
    if (names.has(name)) {
      throw new BusinessError('admin_catalog.spec_repeated', { field: `specs.${i}.name`, params: { name } });
    }
    names.add(name);
    const values = spec.values.map((v) => v.trim()).filter(Boolean);
    if (!values.length) {
      throw new BusinessError('admin_catalog.spec_values_required', { field: `specs.${i}.values`, params: { name } });
    }
    const repeated = values.find((v, j) => values.indexOf(v) !== j);
    if (repeated !== undefined) {
      throw new BusinessError('admin_catalog.spec_repeated', {
        field: `specs.${i}.values`,
        params: { name: repeated },
      });
    }
    return { name, values };
  });
}

/** Every combination of the specs' values, in the order the console's grid shows them. */
export function combinations(specs: ProductSpec[]): Record<string, string>[] {
  return specs.reduce<Record<string, string>[]>(
    (acc, spec) => acc.flatMap((combo) => spec.values.map((value) => ({ ...combo, [spec.name]: value }))),
    [{}],
  );
}

/**
 * The prices and stock a product save stores. With specs the SKUs must be exactly the
 * combinations of their values (one each, no more); without specs the product's own price
 * and stock are sold (carts and orders then use SKU 0).
 */
export function pricedProduct(body: AdminProductSaveBody): PricedProduct {
  const specs = normalizeSpecs(body.specs);
  const freight = body.freight === undefined ? 0 : centsOf(body.freight, 'freight');
  const ownMarket = body.market_price === undefined ? 0 : centsOf(body.market_price, 'market_price');
  if (!specs.length) {
    const price = centsOf(body.price, 'price', true);
    return { specs, skus: [], price, marketPrice: Math.max(price, ownMarket), stock: body.stock ?? 0, freight };
  }
  const wanted = new Set(combinations(specs).map(specKey));
  const seen = new Set<string>();
  const skus = (body.skus ?? []).map((sku, i): SkuRow => {
    const spec = Object.fromEntries(Object.entries(sku.spec).map(([k, v]) => [k.trim(), v.trim()]));
    const key = specKey(spec);
    if (!wanted.has(key) || seen.has(key) || Object.keys(spec).length !== specs.length) {
      throw new BusinessError('admin_catalog.sku_mismatch', { field: `skus.${i}.spec` });
    }
    seen.add(key);
    const price = centsOf(sku.price, `skus.${i}.price`, true);
    const market = sku.market_price === undefined ? ownMarket : centsOf(sku.market_price, `skus.${i}.market_price`);
    return {
      spec,
      specKey: key,
      price,
      marketPrice: Math.max(price, market),
      stock: sku.stock,
      ...(sku.stock_loaded === undefined ? {} : { stockLoaded: sku.stock_loaded }),
    };
  });
  if (seen.size !== wanted.size) throw new BusinessError('admin_catalog.sku_mismatch', { field: 'skus' });
  const price = Math.min(...skus.map((s) => s.price));
  return {
    specs,
    skus,
    price,
    marketPrice: Math.max(ownMarket, price),
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    freight,
  };
}
