// Flash sales as the shop shows them outside their own page: the home strip, a product's flash band and its
// SKU prices, the clock they count down on, and their strings. Imported by path (not through lib's index), so
// pages without flash sales do not load them.
export { FlashDeals } from './flash-deals';
export { ProductFlashBand, type ProductFlashBandProps } from './product-flash-band';
export { FlashCountdown } from './flash-countdown';
export { flashPhase, useFlashPhase, type FlashPhase, type FlashWindow } from './flash-phase';
export { useCurrentSessions } from './current-session';
export { flashCardOf, flashSkuOf, isSoldOut, lowestFlashPrice } from './flash-item-data';
export { useFlashItems, FLASH_PAGE_SIZE } from './use-flash-items';
export { useFlashSessions } from './use-flash-sessions';
export { useFlashProgressLabel } from './use-flash-texts';
export { flashLocales } from './locales';
