export { FlashStrip, flashStripDefaults, type FlashStripProps } from './flash-strip';
