import { useId, type CSSProperties, type ReactNode } from 'react';
import { ProductCard, ProductCardSkeleton, type ProductCardData, type ProductCardProps } from '../product-card';
import { SectionHeader } from '../section-header';
import { cx } from '../../utils/pressable';
import './product-strip.css';

/** The strip's title and heading level, its products, and whether they are still loading. */
export type ProductStripProps = {
  /** The strip's heading (also its accessible name). */
  title: ReactNode;
  products: ProductCardData[];
  /** Shows `skeletonCount` placeholder cards instead of the products. @default false */
  loading?: boolean;
  /** @default 4 */
  skeletonCount?: number;
  /** Text of the "more" action. @default 'More' */
  moreText?: ReactNode;
  /** Shows a "more" action beside the title when given. */
  onMore?: () => void;
  onItemClick?: (product: ProductCardData) => void;
  /** Heading level, to keep the page outline right. @default 2 */
  level?: 2 | 3 | 4;
} & Pick<ProductCardProps, 'soldLabel' | 'favorableRateLabel' | 'currencySymbol' | 'lazy'> & {
    className?: string;
    style?: CSSProperties;
  };

/**
 * Not loading, four skeleton cards while it does, and a level-2 heading: what a `ProductStrip` assumes when not told.
 */
export const productStripDefaults = { loading: false, skeletonCount: 4, level: 2 } as const;

/**
 * A titled row of product cards that scrolls sideways (recommendations, recently viewed, buy
 * again). Renders nothing when it has no products and is not loading: a strip with nothing in it
 * is not worth the room on a phone.
 */
export function ProductStrip({
  title,
  products,
  loading = productStripDefaults.loading,
  skeletonCount = productStripDefaults.skeletonCount,
  moreText,
  onMore,
  onItemClick,
  level = productStripDefaults.level,
  soldLabel,
  favorableRateLabel,
  currencySymbol,
  lazy,
  className,
  style,
}: ProductStripProps) {
  const titleId = useId();
  if (!loading && products.length === 0) return null;
  return (
    <section className={cx('bz-product-strip', className)} style={style} aria-labelledby={titleId} aria-busy={loading}>
      <SectionHeader
        className="bz-product-strip__header"
        title={<span id={titleId}>{title}</span>}
        level={level}
        moreText={moreText}
        onMore={onMore}
      />
      {/* A list, so a screen reader says how many there are; it scrolls by touch or keyboard. */}
      <ul className="bz-product-strip__list" tabIndex={loading ? undefined : 0}>
        {loading
          ? Array.from({ length: skeletonCount }, (_, i) => (
              <li key={`skeleton-${i}`} className="bz-product-strip__item">
                <ProductCardSkeleton />
              </li>
            ))
          : products.map((p) => (
              <li key={p.id} className="bz-product-strip__item">
                <ProductCard
                  product={p}
                  onClick={onItemClick}
                  soldLabel={soldLabel}
                  favorableRateLabel={favorableRateLabel}
                  currencySymbol={currencySymbol}
                  lazy={lazy}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}
