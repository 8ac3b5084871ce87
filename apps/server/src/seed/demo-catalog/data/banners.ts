import type { CategoryKey } from '../types';

/** What a banner opens; indexes are 1-based and clamped to the generated counts. */
export type BannerTarget =
  | { kind: 'product'; index: number }
  | { kind: 'shop'; index: number }
  | { kind: 'category'; key: CategoryKey };

export interface BannerTemplate {
  title: string;
  subtitle: string;
  /** Which object the banner image draws. */
  art: CategoryKey;
  target: BannerTarget;
}

/** Home banners, in display order; banner n's image is "banner/n". */
export const BANNER_TEMPLATES: readonly BannerTemplate[] = [
  {
    title: 'Summer Tech Sale',
    subtitle: 'Laptops and accessories up to 40% off',
    art: 'computer',
    target: { kind: 'category', key: 'computer' },
  },
  {
    title: 'New Phones Have Landed',
    subtitle: 'Unlocked 5G smartphones from $149',
    art: 'mobile_phone',
    target: { kind: 'product', index: 9 },
  },
  {
    title: 'Weekend in the Wild',
    subtitle: 'Tents, packs and lights for your next trip',
    art: 'outdoors',
    target: { kind: 'shop', index: 3 },
  },
  {
    title: 'Fresh Looks for Her',
    subtitle: 'Dresses and knits, new every week',
    art: 'womens_clothing',
    target: { kind: 'category', key: 'womens_clothing' },
  },
  {
    title: 'Playtime Favourites',
    subtitle: 'Plush friends and building sets',
    art: 'toys',
    target: { kind: 'product', index: 10 },
  },
];
