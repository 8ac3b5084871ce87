export { CategoryGrid, type CategoryGridProps, type CategoryItem } from './category-grid';
