import type { CSSProperties, ReactNode } from 'react';
import { ProductCard, ProductCardSkeleton, type ProductCardData, type ProductCardProps } from '../product-card';
import { cx } from '../../utils/pressable';
import './product-grid.css';

/** The products to show in two columns, whether a page is loading (skeleton cards), and what a tap on one does. */
export type ProductGridProps = {
  products: ProductCardData[];
  /** Adds `skeletonCount` placeholder cards after the products (all of them when empty). @default false */
  loading?: boolean;
  /** @default 6 */
  skeletonCount?: number;
  /** Shown when not loading and there are no products. */
  empty?: ReactNode;
  onItemClick?: (product: ProductCardData) => void;
} & Pick<ProductCardProps, 'soldLabel' | 'favorableRateLabel' | 'currencySymbol' | 'lazy'> & {
    className?: string;
    style?: CSSProperties;
  };

/** A two-column grid of product cards, with skeleton cards while a page loads. */
export function ProductGrid({
  products,
  loading = false,
  skeletonCount = 6,
  empty,
  onItemClick,
  soldLabel,
  favorableRateLabel,
  currencySymbol,
  lazy,
  className,
  style,
}: ProductGridProps) {
  if (!loading && products.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <div className={cx('bz-product-grid', className)} style={style} aria-busy={loading}>
      {products.map((p) => (
        <ProductCard
          key={p.id}
          product={p}
          onClick={onItemClick}
          soldLabel={soldLabel}
          favorableRateLabel={favorableRateLabel}
          currencySymbol={currencySymbol}
          lazy={lazy}
        />
      ))}
      {/* Even count keeps the two columns balanced while a page loads. */}
      {loading && Array.from({ length: skeletonCount }, (_, i) => <ProductCardSkeleton key={`skeleton-${i}`} />)}
    </div>
  );
}
