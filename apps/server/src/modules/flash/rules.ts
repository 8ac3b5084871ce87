import type { FlashWindow } from '@bazaar/contract';

/** Two windows share a second (one ending exactly when the other starts does not). */
export const overlaps = (a: FlashWindow, b: FlashWindow) => a.starts_at < b.ends_at && b.starts_at < a.ends_at;

/** Units one shopper may still buy at the flash price: within their limit and within what is left. */
export function unitsLeftFor(item: { per_user_limit: number; flash_stock: number; sold: number }, bought: number) {
  return Math.max(0, Math.min(item.per_user_limit - bought, item.flash_stock - item.sold));
}
