import { CATEGORY_KEYS } from '@bazaar/contract';
import type { CategoryKey } from './types';

/**
 * How records are spread, as pure functions of their 1-based index. The image
 * renderer gets only a ref such as "product/42/1", so it must be able to tell
 * the product's category and image count without generating the catalog.
 */

export const DEFAULT_SHOPS = 24;
export const DEFAULT_PRODUCTS = 320;

function categoryAt(position: number): CategoryKey {
  return CATEGORY_KEYS[position % CATEGORY_KEYS.length] as CategoryKey;
}

/** Shops rotate through the ten categories, so any 10 consecutive shops cover them all. */
export function shopCategory(shopIndex: number): CategoryKey {
  return categoryAt(shopIndex - 1);
}

/** Products rotate through the categories the same way. */
export function productCategory(productIndex: number): CategoryKey {
  return categoryAt(productIndex - 1);
}

/**
 * The shop selling a product: shops of the product's category take turns, so
 * every shop gets products as soon as there are ~10 products per shop. With
 * fewer than ten shops a category may have no shop; then any shop sells it.
 */
export function productShopIndex(productIndex: number, shopCount: number): number {
  const categoryPosition = (productIndex - 1) % CATEGORY_KEYS.length;
  const turn = Math.floor((productIndex - 1) / CATEGORY_KEYS.length);
  const shopsInCategory =
    shopCount > categoryPosition ? Math.floor((shopCount - 1 - categoryPosition) / CATEGORY_KEYS.length) + 1 : 0;
  if (shopsInCategory === 0) return ((productIndex - 1) % shopCount) + 1;
  return categoryPosition + 1 + CATEGORY_KEYS.length * (turn % shopsInCategory);
}

/** 3-5 images, chosen by index so the renderer knows which refs exist. */
export function productImageCount(productIndex: number): number {
  return 3 + ((Math.imul(productIndex, 2654435761) >>> 0) % 3);
}

export const productRef = (index: number): string => `p${index}`;
export const shopRef = (index: number): string => `s${index}`;
