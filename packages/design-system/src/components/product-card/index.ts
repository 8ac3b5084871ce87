export {
  ProductCard,
  ProductCardSkeleton,
  productCardDefaults,
  formatCount,
  type ProductCardProps,
  type ProductCardData,
  type ProductCardSkeletonProps,
} from './product-card';
