import { describe, expect, it } from 'vitest';
import { LANGS } from '@bazaar/contract';
import { BANNER_TEMPLATES } from './data/banners';
import { PRODUCT_TEMPLATES } from './data/product-templates';
import { SHOP_TAGLINES } from './data/shop-names';
import { hasPhrase } from './data/translations';
import { generateDemoCatalog, iterateDemoProducts, renderImageSvg } from './index';
import type { DemoProduct, Localized } from './types';

const catalog = generateDemoCatalog();

/** The cartesian product of the spec values, first spec varying slowest. */
function expectedCombos(product: DemoProduct): Record<string, string>[] {
  return product.specs.reduce<Record<string, string>[]>(
    (combos, spec) => combos.flatMap((c) => spec.values.map((v) => ({ ...c, [spec.name]: v }))),
    [{}],
  );
}

function expectComplete(localized: Localized, where: string): void {
  for (const lang of LANGS) {
    expect(localized[lang]?.trim(), `${where} ${lang}`).toBeTruthy();
    if (lang !== 'en') expect(localized[lang], `${where} ${lang} is a copy of English`).not.toBe(localized.en);
  }
}

describe('generateDemoCatalog', () => {
  it('is deterministic', () => {
    expect(generateDemoCatalog()).toEqual(catalog);
    expect(generateDemoCatalog({ shops: 40, products: 500 })).toEqual(
      generateDemoCatalog({ shops: 40, products: 500 }),
    );
  });

  it('has the ten categories, enough shops and products, and every category and shop sells something', () => {
    expect(catalog.categories.map((c) => c.key)).toEqual([
      'computer',
      'electrical',
      'outdoors',
      'family_life',
      'health',
      'mens_clothing',
      'womens_clothing',
      'food',
      'mobile_phone',
      'toys',
    ]);
    expect(catalog.shops.length).toBeGreaterThanOrEqual(24);
    expect(catalog.products.length).toBeGreaterThanOrEqual(300);
    for (const c of catalog.categories)
      expect(
        catalog.products.some((p) => p.categoryKey === c.key),
        c.key,
      ).toBe(true);
    for (const s of catalog.shops)
      expect(
        catalog.products.some((p) => p.shopRef === s.ref),
        s.ref,
      ).toBe(true);
  });

  it('has unique refs, distinct shop names and refs that resolve', () => {
    const shopRefs = new Set(catalog.shops.map((s) => s.ref));
    const productRefs = new Set(catalog.products.map((p) => p.ref));
    expect(shopRefs.size).toBe(catalog.shops.length);
    expect(productRefs.size).toBe(catalog.products.length);
    expect(new Set(generateDemoCatalog({ shops: 1000, products: 0 }).shops.map((s) => s.name)).size).toBe(1000);
    for (const p of catalog.products) expect(shopRefs.has(p.shopRef)).toBe(true);
    for (const b of catalog.banners) {
      const targets = [b.productRef, b.shopRef, b.categoryKey].filter(Boolean);
      expect(targets).toHaveLength(1);
      if (b.productRef) expect(productRefs.has(b.productRef)).toBe(true);
      if (b.shopRef) expect(shopRefs.has(b.shopRef)).toBe(true);
    }
  });

  it('builds every sku list as the cartesian product of the specs', () => {
    for (const p of catalog.products) {
      expect(p.specs.length).toBeLessThanOrEqual(2);
      expect(p.skus.map((s) => s.spec)).toEqual(expectedCombos(p));
    }
    expect(catalog.products.some((p) => p.specs.length === 0)).toBe(true);
    expect(catalog.products.some((p) => p.specs.length === 2)).toBe(true);
  });

  it('uses positive integer cents, market price at least the price, and sane ranges', () => {
    for (const p of catalog.products) {
      const prices = [p.priceCents, p.marketPriceCents, ...p.skus.map((s) => s.priceCents)];
      for (const price of prices) expect(Number.isInteger(price) && price > 0, `${p.ref} ${price}`).toBe(true);
      expect(p.priceCents).toBe(Math.min(...p.skus.map((s) => s.priceCents)));
      expect(p.marketPriceCents).toBeGreaterThanOrEqual(p.priceCents);
      expect(Number.isInteger(p.freightCents) && p.freightCents >= 0).toBe(true);
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(5);
      expect(p.favorableRate).toBeGreaterThanOrEqual(0);
      expect(p.favorableRate).toBeLessThanOrEqual(100);
      expect(p.productScore).toBeGreaterThanOrEqual(1);
      expect(p.productScore).toBeLessThanOrEqual(5);
      for (const sku of p.skus) expect(sku.stock >= 0 && sku.stock <= 500).toBe(true);
    }
    expect(catalog.products.some((p) => p.skus.some((s) => s.stock === 0))).toBe(true);
    for (const s of catalog.shops)
      expect(s.rating >= 0 && s.rating <= 5 && Math.round(s.rating * 10) === s.rating * 10).toBe(true);
  });

  it('writes product copy with only the allowed HTML tags', () => {
    for (const p of catalog.products) {
      const tags = [...p.content.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]);
      for (const tag of tags) expect(['p', 'ul', 'li', 'strong']).toContain(tag);
    }
  });

  it('localizes every category name and article in six real languages', () => {
    for (const c of catalog.categories) expectComplete(c.names, c.key);
    for (const a of catalog.articles) {
      expectComplete(a.title, `${a.slug} title`);
      expectComplete(a.content, `${a.slug} content`);
    }
    const byType = (type: string) => catalog.articles.filter((a) => a.type === type).length;
    expect(byType('help')).toBeGreaterThanOrEqual(5);
    expect(byType('law')).toBeGreaterThanOrEqual(3);
    expect(byType('platform')).toBeGreaterThanOrEqual(3);
    expect(new Set(catalog.articles.map((a) => a.slug)).size).toBe(catalog.articles.length);
  });

  it('offers TRC20 and ERC20 and never DEX, BSC or HECO', () => {
    const names = catalog.networks.map((n) => n.name.toUpperCase());
    expect(names).toEqual(expect.arrayContaining(['TRC20', 'ERC20']));
    for (const name of names) expect(['DEX', 'BSC', 'HECO'].some((bad) => name.includes(bad))).toBe(false);
    const trc = catalog.networks.find((n) => n.name === 'TRC20');
    expect(trc?.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const erc = catalog.networks.find((n) => n.name === 'ERC20');
    expect(erc?.address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('streams the same products as the full catalog', () => {
    expect([...iterateDemoProducts()]).toEqual(catalog.products);
  });

  it('generates a large catalog (1000 shops, 100k products)', () => {
    let count = 0;
    let skus = 0;
    for (const p of iterateDemoProducts({ shops: 1000, products: 100_000 })) {
      count++;
      skus += p.skus.length;
    }
    expect(count).toBe(100_000);
    expect(skus).toBeGreaterThan(count);
    // generateDemoCatalog is this iterator collected (the same products, tested above on the default size).
  }, 120_000);
});

describe('the demo catalog in six languages', () => {
  const others = LANGS.filter((l) => l !== 'en');

  it('translates every template phrase (title parts, features, specs, taglines, banners)', () => {
    const phrases = new Set<string>(['Thoughtfully made {noun} for everyday use.']);
    for (const template of Object.values(PRODUCT_TEMPLATES)) {
      for (const item of template.items) {
        for (const p of [item.noun, ...item.variants, ...item.extras, ...item.features]) phrases.add(p);
        for (const spec of item.specs) for (const p of [spec.name, ...spec.values]) phrases.add(p);
      }
    }
    for (const lines of Object.values(SHOP_TAGLINES)) for (const p of lines) phrases.add(p);
    for (const b of BANNER_TEMPLATES) for (const p of [b.title, b.subtitle, 'Shop now']) phrases.add(p);
    expect([...phrases].filter((p) => !hasPhrase(p))).toEqual([]);
  });

  it('gives every product, shop description and banner a text in each language', () => {
    for (const p of catalog.products) {
      for (const lang of others) {
        expect(p.titleI18n?.[lang], `${p.ref} title ${lang}`).toBeTruthy();
        expect(p.contentI18n?.[lang], `${p.ref} content ${lang}`).toMatch(/^<p><strong>/);
        const specs = p.specsI18n?.[lang] ?? [];
        expect(specs.map((s) => s.values.length)).toEqual(p.specs.map((s) => s.values.length));
        // SKU labels are translated through the specs: each spec's values stay distinct.
        for (const s of specs) expect(new Set(s.values).size, `${p.ref} ${lang} ${s.name}`).toBe(s.values.length);
      }
      // A CJK or Thai title is not the English one with a brand in front.
      for (const lang of ['zh-cn', 'ja', 'ko', 'th'] as const) expect(p.titleI18n?.[lang]).not.toBe(p.title);
    }
    for (const s of catalog.shops) for (const lang of others) expect(s.descriptionI18n?.[lang]).toBeTruthy();
    for (const b of catalog.banners) for (const lang of others) expect(b.titleI18n?.[lang]).toBeTruthy();
  });

  it('draws each banner with its text in each language', () => {
    const th = renderImageSvg(catalog.banners[0]!.imageI18n!.th!);
    expect(th).toContain('ลดราคาไอทีรับหน้าร้อน');
    expect(th).toContain('ช้อปเลย');
    expect(renderImageSvg('banner/1/ja')).toContain('サマーテックセール');
    expect(renderImageSvg('banner/1')).toContain('Summer Tech Sale');
    expect(renderImageSvg('banner/1/xx')).toBeUndefined();
  });
});
