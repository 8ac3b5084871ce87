export { SkuEditor, skuEditorDefaults, type SkuEditorProps, type SkuEditorTexts } from './sku-editor';
export { skuGrid, comboKey, type SkuEditorRow, type SkuEditorSpec, type SkuEditorValue } from './sku-grid';
