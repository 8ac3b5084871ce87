import { parseMoney, type AdminFlashItemSave, type FlashItem } from '@bazaar/contract';

/** The item editor's fields as the form holds them: choosers and inputs give strings. */
export interface ItemValues {
  product_id: string;
  sku_id: string;
  flash_price: string;
  flash_stock: string;
  per_user_limit: string;
}

/** The form's values of a stored item, or of a new one: one per shopper. */
export const toItemValues = (item?: FlashItem): ItemValues => ({
  product_id: item ? String(item.product.id) : '',
  sku_id: item?.sku_id ? String(item.sku_id) : '',
  flash_price: item?.flash_price ?? '',
  flash_stock: item ? String(item.flash_stock) : '',
  per_user_limit: String(item?.per_user_limit ?? 1),
});

/** The save body (with `id` when editing); a product without specs sends no SKU. */
export const toItemSave = (v: ItemValues, sessionId: number, id: number | null): AdminFlashItemSave => ({
  ...(id === null ? {} : { id }),
  session_id: sessionId,
  product_id: Number(v.product_id),
  sku_id: v.sku_id ? Number(v.sku_id) : null,
  flash_price: v.flash_price.trim(),
  flash_stock: Number(v.flash_stock) || 0,
  per_user_limit: Number(v.per_user_limit) || 0,
});

/**
 * Whether a typed flash price goes under the 30-day low, as the server checks it (strictly below, in cents).
 * Text that is no amount, or a low not known yet, is left to the server.
 */
export function underLowest(price: string, lowest: string | undefined): boolean {
  const cents = parseMoney(price.trim());
  const low = lowest === undefined ? undefined : parseMoney(lowest);
  return cents === undefined || low === undefined || cents < low;
}
