import { CATEGORY_KEYS } from '@bazaar/contract';
import { CURATED_SHOP_NAMES, SHOP_NAME_PREFIXES, SHOP_NAME_SUFFIXES, SHOP_TAGLINES } from './data/shop-names';
import { shopCategory, shopRef } from './layout';
import { TRANSLATED_LANGS } from './data/translations';
import { sentences } from './localize';
import { Prng } from './prng';
import type { DemoShop } from './types';

/**
 * The name of shop n, a pure function of n (the logo renderer needs it).
 * Curated names first, then prefix x category word; both parts map one-to-one
 * from the index, so names never repeat.
 */
export function shopName(shopIndex: number): string {
  const category = shopCategory(shopIndex);
  const turn = Math.floor((shopIndex - 1) / CATEGORY_KEYS.length);
  const curated = CURATED_SHOP_NAMES[category];
  if (turn < curated.length) return curated[turn] as string;
  const composed = turn - curated.length;
  const suffixes = SHOP_NAME_SUFFIXES[category];
  const prefix = SHOP_NAME_PREFIXES[composed % SHOP_NAME_PREFIXES.length] as string;
  const rest = Math.floor(composed / SHOP_NAME_PREFIXES.length);
  const suffix = suffixes[rest % suffixes.length] as string;
  const round = Math.floor(rest / suffixes.length);
  return round === 0 ? `${prefix} ${suffix}` : `${prefix} ${suffix} ${round + 1}`;
}

const CLOSING_LINES = [
  'Orders ship within 48 hours.',
  'Free returns within 7 days of delivery.',
  'Questions? Our team replies within a day.',
  'Every order is packed with care.',
];

export function buildDemoShop(shopIndex: number): DemoShop {
  const rng = new Prng(`shop:${shopIndex}`);
  const categoryKey = shopCategory(shopIndex);
  const ref = shopRef(shopIndex);
  const lines = [rng.pick(SHOP_TAGLINES[categoryKey]), rng.pick(CLOSING_LINES)];
  return {
    ref,
    name: shopName(shopIndex),
    logo: `shop/${shopIndex}/logo`,
    banner: `shop/${shopIndex}/banner`,
    description: lines.join(' '),
    // The names are brands: they read the same in every language.
    descriptionI18n: Object.fromEntries(TRANSLATED_LANGS.map((l) => [l, sentences(l, lines)])),
    categoryKey,
    // Mostly well-rated with a few weaker shops, so sorting by rating shows a spread.
    rating: rng.chance(0.12) ? rng.int(30, 39) / 10 : rng.int(40, 50) / 10,
    sales: Math.floor(rng.next() ** 2 * 80_000) + rng.int(50, 500),
    createdDaysAgo: rng.int(30, 1500),
  };
}

export function generateDemoShops(count: number): DemoShop[] {
  return Array.from({ length: count }, (_, i) => buildDemoShop(i + 1));
}
