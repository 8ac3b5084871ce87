import { PRODUCT_TEMPLATES, type ItemTemplate, type SpecTemplate } from './data/product-templates';
import {
  DEFAULT_PRODUCTS,
  DEFAULT_SHOPS,
  productCategory,
  productImageCount,
  productRef,
  productShopIndex,
  shopRef,
} from './layout';
import { Prng } from './prng';
import type { DemoCatalogOptions, DemoProduct, DemoSku, DemoSpec } from './types';
import { composeTitle, contentHtml, specTranslations, titleTranslations } from './localize';
import { TRANSLATED_LANGS } from './data/translations';

/** Keeps the SKU count of two-spec products reasonable for a shopper's picker. */
const MAX_SKUS = 16;

/** Whole units to a friendly price in cents: 49 -> 4899 (…99 ending, as shops do). */
const toPriceCents = (units: number): number => Math.max(99, Math.round(units) * 100 - 1);

function chooseSpecs(rng: Prng, item: ItemTemplate): { spec: SpecTemplate; values: string[] }[] {
  const wanted = Math.min(rng.pick([0, 1, 1, 2, 2]), item.specs.length);
  const chosen = rng.sample(item.specs, wanted);
  let combinations = 1;
  return chosen.map((spec) => {
    const most = Math.max(2, Math.min(4, Math.floor(MAX_SKUS / combinations), spec.values.length));
    const values = rng.sample(spec.values, rng.int(2, most));
    combinations *= values.length;
    return { spec, values };
  });
}

/** Every combination of spec values, first spec varying slowest; one `{}` sku without specs. */
function buildSkus(rng: Prng, baseUnits: number, specs: { spec: SpecTemplate; values: string[] }[]): DemoSku[] {
  let combos: { spec: Record<string, string>; factor: number }[] = [{ spec: {}, factor: 1 }];
  for (const { spec, values } of specs) {
    combos = combos.flatMap((combo) =>
      values.map((value, position) => ({
        spec: { ...combo.spec, [spec.name]: value },
        factor: combo.factor * (1 + (spec.priceStep ?? 0) * position),
      })),
    );
  }
  return combos.map(({ spec, factor }) => ({
    spec,
    priceCents: toPriceCents(baseUnits * factor),
    // A few sold-out SKUs so the "out of stock" states show up in the demo.
    stock: rng.chance(0.06) ? 0 : rng.int(1, 500),
  }));
}

const CARE_LINES = [
  'Ships in protective packaging from our local warehouse.',
  'Covered by a 12-month seller warranty.',
  'Not happy? Return it within 7 days of delivery.',
];

/** Product n (1-based), a pure function of n and the shop count. */
export function buildDemoProduct(productIndex: number, shopCount: number = DEFAULT_SHOPS): DemoProduct {
  const rng = new Prng(`product:${productIndex}`);
  const categoryKey = productCategory(productIndex);
  const template = PRODUCT_TEMPLATES[categoryKey];
  const item = rng.pick(template.items);
  // Drawn in this order (extra, line, variant) so every product stays what it always was.
  const extra = rng.chance(0.7) ? rng.pick(item.extras) : undefined;
  const line = rng.chance(0.6) ? rng.pick(template.lines) : undefined;
  const parts = { line, variant: rng.pick(item.variants), noun: item.noun, extra };
  const title = composeTitle('en', parts);
  const titleI18n = titleTranslations(parts);

  const baseUnits = rng.int(item.price[0], item.price[1]);
  const chosen = chooseSpecs(rng, item);
  const skus = buildSkus(rng, baseUnits, chosen);
  const prices = skus.map((s) => s.priceCents);
  const priceCents = Math.min(...prices);
  const markup = 1.1 + rng.next() * 0.6;
  const marketPriceCents = Math.max(priceCents, toPriceCents((Math.max(...prices) * markup) / 100));
  const specs: DemoSpec[] = chosen.map(({ spec, values }) => ({ name: spec.name, values }));
  const care = rng.pick(CARE_LINES);

  return {
    ref: productRef(productIndex),
    shopRef: shopRef(productShopIndex(productIndex, shopCount)),
    categoryKey,
    title,
    images: Array.from({ length: productImageCount(productIndex) }, (_, i) => `product/${productIndex}/${i + 1}`),
    content: contentHtml('en', title, item, care),
    titleI18n,
    contentI18n: Object.fromEntries(TRANSLATED_LANGS.map((l) => [l, contentHtml(l, titleI18n[l]!, item, care)])),
    specsI18n: specTranslations(specs),
    priceCents,
    marketPriceCents,
    freightCents: rng.chance(0.45) ? 0 : rng.int(2, 12) * 100 - 1,
    // Cubed so most products sell modestly and a few are hits (the "hot" lists need a spread).
    sales: Math.floor(rng.next() ** 3 * 20_000),
    favorableRate: rng.chance(0.1) ? rng.int(70, 89) : rng.int(90, 100),
    productScore: rng.int(35, 50) / 10,
    createdDaysAgo: rng.int(0, 365),
    specs,
    skus,
  };
}

/** Streams products one at a time, for seeding large catalogs without holding them all. */
export function* iterateDemoProducts(options: DemoCatalogOptions = {}): Generator<DemoProduct, void, undefined> {
  const count = options.products ?? DEFAULT_PRODUCTS;
  const shops = options.shops ?? DEFAULT_SHOPS;
  for (let i = 1; i <= count; i++) yield buildDemoProduct(i, shops);
}
