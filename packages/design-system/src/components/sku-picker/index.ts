export { SkuPicker, type SkuPickerProps } from './sku-picker';
export { findSku, isValueAvailable, type SkuOption, type SkuSpec } from './sku-match';
