export { ProductStrip, productStripDefaults, type ProductStripProps } from './product-strip';
