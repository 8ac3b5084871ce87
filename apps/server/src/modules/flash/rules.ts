import type { FlashWindow } from '@bazaar/contract';

/** The days over which a flash price must undercut the SKU's lowest price. */
export const PRICE_LOOKBACK_SECONDS = 30 * 86_400;

/** Two windows share a second (one ending exactly when the other starts does not). */
export const overlaps = (a: FlashWindow, b: FlashWindow) => a.starts_at < b.ends_at && b.starts_at < a.ends_at;

/**
 * A SKU's lowest price over the lookback: the current price, every price set inside the window, and the
 * price in force when the window opened (the last one set before it). A SKU with no history has had
 * its current price all along.
 */
export function lowestPrice(current: number, setInWindow: readonly number[], inForceAtStart?: number): number {
  return Math.min(current, ...setInWindow, ...(inForceAtStart === undefined ? [] : [inForceAtStart]));
}

/** Units one shopper may still buy at the flash price: within their limit and within what is left. */
export function unitsLeftFor(item: { per_user_limit: number; flash_stock: number; sold: number }, bought: number) {
  return Math.max(0, Math.min(item.per_user_limit - bought, item.flash_stock - item.sold));
}
