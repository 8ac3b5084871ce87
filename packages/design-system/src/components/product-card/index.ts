export {
  ProductCard,
  ProductCardSkeleton,
  productCardDefaults,
  type ProductCardProps,
  type ProductCardData,
  type ProductCardSkeletonProps,
} from './product-card';
