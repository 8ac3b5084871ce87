import { memo, type CSSProperties } from 'react';
import { Skeleton } from 'antd-mobile';
import { LazyImage } from '../lazy-image';
import { Price } from '../price';
import { useNumberFormat } from '../../number-format';
import { cx, pressableProps } from '../../utils/pressable';
import './product-card.css';

/** The fields of the API's product card that the card shows (extra fields are fine). */
export type ProductCardData = {
  id: number | string;
  title: string;
  image: string;
  price: string;
  market_price?: string;
  sales: number;
  favorable_rate: number;
};

/**
 * The product to show (from the API's product card), its layout, labels and currency, and what a tap on the card does.
 */
export type ProductCardProps = {
  product: ProductCardData;
  /** Word after the sales count. @default 'sold' */
  soldLabel?: string;
  /** Words after the favourable-rate percentage. @default 'favorable rate' */
  favorableRateLabel?: string;
  /** Currency symbol for the prices. @default '$' */
  currencySymbol?: string;
  /** 'grid': image on top, for two columns; 'row': image left, for lists. @default 'grid' */
  layout?: 'grid' | 'row';
  /** Load the image only when near the viewport. @default true */
  lazy?: boolean;
  onClick?: (product: ProductCardData) => void;
  className?: string;
  style?: CSSProperties;
};

/** The English labels, currency symbol (`$`) and grid layout a `ProductCard` uses for props left out. */
export const productCardDefaults = {
  soldLabel: 'sold',
  favorableRateLabel: 'favorable rate',
  currencySymbol: '$',
  layout: 'grid',
  lazy: true,
} as const;

/**
 * Memoized: a list that grows by a page, or a screen re-rendered by its data, draws only the cards
 * whose product changed (given a stable `onClick`).
 */
export const ProductCard = memo(function ProductCard({
  product,
  soldLabel = productCardDefaults.soldLabel,
  favorableRateLabel = productCardDefaults.favorableRateLabel,
  currencySymbol = productCardDefaults.currencySymbol,
  layout = productCardDefaults.layout,
  lazy = productCardDefaults.lazy,
  onClick,
  className,
  style,
}: ProductCardProps) {
  const number = useNumberFormat();
  // A <div> when pressable: ARIA does not allow role="button" on <article>.
  const Root = onClick ? 'div' : 'article';
  return (
    <Root
      className={cx('bz-product-card', `bz-product-card--${layout}`, className)}
      style={style}
      // The whole card is the target (a small title link would be too hard to hit on a phone).
      {...pressableProps(onClick && (() => onClick(product)))}
    >
      <LazyImage className="bz-product-card__image" src={product.image} alt={product.title} lazy={lazy} />
      <div className="bz-product-card__body">
        <h3 className="bz-product-card__title">{product.title}</h3>
        <Price
          className="bz-product-card__price"
          value={product.price}
          marketPrice={product.market_price}
          symbol={currencySymbol}
          size={layout === 'row' ? 'm' : 's'}
        />
        <div className="bz-product-card__meta">
          <span className="bz-product-card__sales">
            {number.count(product.sales)} {soldLabel}
          </span>
          <span className="bz-product-card__rate">
            {number.percent(Math.round(product.favorable_rate))} {favorableRateLabel}
          </span>
        </div>
      </div>
    </Root>
  );
});

/** The layout and box of the placeholder, the same as the card it stands in for. */
export type ProductCardSkeletonProps = Pick<ProductCardProps, 'layout' | 'className' | 'style'>;

/** Placeholder with the card's exact box, so the grid does not jump when data arrives. */
export function ProductCardSkeleton({ layout = 'grid', className, style }: ProductCardSkeletonProps) {
  return (
    <div
      className={cx('bz-product-card', `bz-product-card--${layout}`, 'bz-product-card--skeleton', className)}
      style={style}
      aria-hidden="true"
    >
      <Skeleton animated className="bz-product-card__image" />
      <div className="bz-product-card__body">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    </div>
  );
}
