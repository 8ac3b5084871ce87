export { FlashPrice, flashPriceDefaults, type FlashPriceProps } from './flash-price';
