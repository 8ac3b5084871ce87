import { toCents, type FlashItem, type ProductFlash, type ProductFlashSku } from '@bazaar/contract';
import type { FlashItemCardData } from '@bazaar/design-system';

/** A flash item as the design system's card shows it: the product's picture and title, both prices, units. */
export function flashCardOf(item: FlashItem): FlashItemCardData {
  return {
    id: item.id,
    title: item.product.title,
    image: item.product.image,
    flashPrice: item.flash_price,
    price: item.product.price,
    sold: item.sold,
    stock: item.flash_stock,
  };
}

/** Taken at or beyond the units offered: nothing more sells at the flash price (the server refuses, never charges more). */
export const isSoldOut = (offer: { sold: number; flash_stock: number }): boolean => offer.sold >= offer.flash_stock;

/** The flash offer of one SKU of a product (`null`: the product has no specs), if it is on sale. */
export function flashSkuOf(flash: ProductFlash, skuId: number | null): ProductFlashSku | undefined {
  return flash.skus.find((s) => s.sku_id === skuId);
}

/** The lowest flash price of a product's SKUs on sale: what its page shows before a SKU is chosen. */
export function lowestFlashPrice(flash: ProductFlash): ProductFlashSku | undefined {
  return flash.skus.reduce<ProductFlashSku | undefined>(
    (low, s) => (!low || toCents(s.flash_price) < toCents(low.flash_price) ? s : low),
    undefined,
  );
}

/**
 * Units the signed-in shopper may still buy at the flash price (`per_user_limit − bought`, at least 0), or
 * undefined for a guest (no `bought`). Summed over the product's SKUs, it never promises more than checkout grants.
 */
export function leftForShopper(flash: ProductFlash): number | undefined {
  return flash.bought === undefined ? undefined : Math.max(0, flash.per_user_limit - flash.bought);
}
