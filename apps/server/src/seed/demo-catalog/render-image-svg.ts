import { BANNER_TEMPLATES } from './data/banners';
import { phrase, type TranslatedLang } from './data/translations';
import { CATEGORY_KEYS } from '@bazaar/contract';
import { shopName } from './generate-shops';
import { productCategory, productImageCount, shopCategory } from './layout';
import type { CategoryKey } from './types';
import { bannerSvg, categorySvg, productSvg, shopBannerSvg, shopLogoSvg } from './svg/templates';

// Indexes are 1-based without leading zeros, so each image has exactly one ref.
const PRODUCT = /^product\/([1-9]\d{0,8})\/([1-9])$/;
const SHOP = /^shop\/([1-9]\d{0,8})\/(logo|banner)$/;
const CATEGORY = /^category\/([a-z_]+)$/;
// A banner's picture holds its text: one per language ("banner/2/th"), English without.
const BANNER = /^banner\/([1-9]\d{0,2})(?:\/(zh-cn|ja|ko|th|vi))?$/;

/**
 * The SVG for an image ref of the demo catalog ("product/42/1", "shop/7/logo",
 * "shop/7/banner", "category/toys", "banner/2"), or undefined if the ref names
 * no such image. Pure: needs no catalog, so the server can render on request.
 */
export function renderImageSvg(ref: string): string | undefined {
  let match = PRODUCT.exec(ref);
  if (match) {
    const index = Number(match[1]);
    const image = Number(match[2]);
    return image <= productImageCount(index) ? productSvg(index, image, productCategory(index)) : undefined;
  }
  match = SHOP.exec(ref);
  if (match) {
    const index = Number(match[1]);
    const name = shopName(index);
    return match[2] === 'logo' ? shopLogoSvg(index, name) : shopBannerSvg(index, name, shopCategory(index));
  }
  match = CATEGORY.exec(ref);
  if (match) {
    const key = match[1] as CategoryKey;
    return CATEGORY_KEYS.includes(key) ? categorySvg(key) : undefined;
  }
  match = BANNER.exec(ref);
  if (match) {
    const position = Number(match[1]);
    const banner = BANNER_TEMPLATES[position - 1];
    if (!banner) return undefined;
    const lang = match[2] as TranslatedLang | undefined;
    const t = (en: string) => (lang ? phrase(en, lang) : en);
    return bannerSvg(position, t(banner.title), t(banner.subtitle), banner.art, t('Shop now'));
  }
  return undefined;
}
