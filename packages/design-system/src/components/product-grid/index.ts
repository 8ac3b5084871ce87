export { ProductGrid, type ProductGridProps } from './product-grid';
