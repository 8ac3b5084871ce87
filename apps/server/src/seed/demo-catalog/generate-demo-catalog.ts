import { CATEGORY_KEYS } from '@bazaar/contract';
import { DEMO_ARTICLES } from './data/articles';
import { BANNER_TEMPLATES, type BannerTemplate } from './data/banners';
import { phraseTranslations } from './localize';
import { TRANSLATED_LANGS } from './data/translations';
import { CATEGORY_NAMES } from './data/categories';
import { DEMO_CARD_ACCOUNTS, DEMO_NETWORKS } from './data/networks';
import { REVIEWER_NAMES } from './data/reviews';
import { generateDemoShops } from './generate-shops';
import { iterateDemoProducts } from './generate-products';
import { buildDemoReviews } from './generate-reviews';
import { DEFAULT_PRODUCTS, DEFAULT_SHOPS, productRef, shopRef } from './layout';
import type { DemoBanner, DemoCatalog, DemoCatalogOptions, DemoCategory } from './types';

export { iterateDemoProducts, buildDemoProduct } from './generate-products';

function buildCategories(): DemoCategory[] {
  return CATEGORY_KEYS.map((key, i) => ({ key, icon: `category/${key}`, names: CATEGORY_NAMES[key], sort: i + 1 }));
}

/** Targets are clamped to what was generated, so every ref resolves even for tiny catalogs. */
function buildBanner(template: BannerTemplate, position: number, shops: number, products: number): DemoBanner {
  const base = {
    title: template.title,
    titleI18n: phraseTranslations(template.title),
    subtitle: template.subtitle,
    subtitleI18n: phraseTranslations(template.subtitle),
    image: `banner/${position}`,
    imageI18n: Object.fromEntries(TRANSLATED_LANGS.map((l) => [l, `banner/${position}/${l}`])),
    sort: position,
  };
  const { target } = template;
  if (target.kind === 'product' && products > 0) {
    return { ...base, link: '/popular', productRef: productRef(Math.min(target.index, products)) };
  }
  if (target.kind === 'shop') return { ...base, link: '/shopStreet', shopRef: shopRef(Math.min(target.index, shops)) };
  if (target.kind === 'category') return { ...base, link: '/products', categoryKey: target.key };
  return { ...base, link: '/home' };
}

/**
 * The whole demo catalog, deterministic for given options. For very large
 * product counts prefer `iterateDemoProducts`, which never holds them all.
 */
export function generateDemoCatalog(options: DemoCatalogOptions = {}): DemoCatalog {
  const shops = Math.max(1, Math.floor(options.shops ?? DEFAULT_SHOPS));
  const products = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCTS));
  const shopList = generateDemoShops(shops);
  const productList = [...iterateDemoProducts({ shops, products })];
  const shopByRef = new Map(shopList.map((s) => [s.ref, s]));
  const reviews = productList.flatMap((p) => buildDemoReviews(p, shopByRef.get(p.shopRef)!));
  return {
    categories: buildCategories(),
    shops: shopList,
    products: productList,
    banners: BANNER_TEMPLATES.map((t, i) => buildBanner(t, i + 1, shops, products)),
    networks: DEMO_NETWORKS.map((n) => ({ ...n })),
    cardAccounts: DEMO_CARD_ACCOUNTS,
    articles: DEMO_ARTICLES.map((a) => ({ ...a, title: { ...a.title }, content: { ...a.content } })),
    reviewers: reviews.length > 0 ? [...REVIEWER_NAMES] : [],
    reviews,
  };
}
