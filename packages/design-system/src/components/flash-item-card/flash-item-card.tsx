import { memo, type CSSProperties, type ReactNode } from 'react';
import { FlashProgress } from '../flash-progress';
import { LazyImage } from '../lazy-image';
import { Price } from '../price';
import { cx, pressableProps } from '../../utils/pressable';
import './flash-item-card.css';

/** What a flash item card shows (the caller maps the API's flash item onto it). */
export type FlashItemCardData = {
  id: number | string;
  title: string;
  image: string;
  /** The flash price, large. */
  flashPrice: string;
  /** The normal price, struck through. */
  price: string;
  /** Units taken and offered: the progress bar, and sold out at `sold >= stock`. */
  sold: number;
  stock: number;
};

/** The flash sale item to show, its layout and labels, and what a tap on it does. */
export type FlashItemCardProps = {
  item: FlashItemCardData;
  /** Words beside the bar: e.g. "12 sold", or "Sold out" when it is. */
  progressLabel: ReactNode;
  /** Across the picture of a sold-out item, e.g. "Sold out". */
  soldOutLabel?: ReactNode;
  /** 'tile': picture on top, for a strip; 'row': picture left with `action`, for a list. @default 'tile' */
  layout?: 'tile' | 'row';
  /** A button at the end of a row, e.g. "Buy now". Not with `onClick`: a button inside a button is not allowed. */
  action?: ReactNode;
  /** Makes the whole card one touch target (strips). */
  onClick?: (item: FlashItemCardData) => void;
  /** @default '$' */
  currencySymbol?: string;
  /** @default true */
  lazy?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** A lazily loaded tile in dollars when not told otherwise. */
export const flashItemCardDefaults = { layout: 'tile', currencySymbol: '$', lazy: true } as const;

/** A product on flash sale: picture, title, flash price over the struck normal price, and the units taken. */
export const FlashItemCard = memo(function FlashItemCard({
  item,
  progressLabel,
  soldOutLabel,
  layout = flashItemCardDefaults.layout,
  action,
  onClick,
  currencySymbol = flashItemCardDefaults.currencySymbol,
  lazy = flashItemCardDefaults.lazy,
  className,
  style,
}: FlashItemCardProps) {
  const soldOut = item.sold >= item.stock;
  // A <div> when pressable: ARIA does not allow role="button" on <article>.
  const Root = onClick ? 'div' : 'article';
  return (
    <Root
      className={cx(
        'bz-flash-item-card',
        `bz-flash-item-card--${layout}`,
        soldOut && 'bz-flash-item-card--sold-out',
        className,
      )}
      style={style}
      {...pressableProps(onClick && (() => onClick(item)))}
    >
      <div className="bz-flash-item-card__media">
        <LazyImage className="bz-flash-item-card__image" src={item.image} alt={item.title} lazy={lazy} />
        {soldOut && soldOutLabel && (
          <span className="bz-flash-item-card__stamp" aria-hidden="true">
            {soldOutLabel}
          </span>
        )}
      </div>
      <div className="bz-flash-item-card__body">
        <h3 className="bz-flash-item-card__title">{item.title}</h3>
        <Price
          className="bz-flash-item-card__price"
          value={item.flashPrice}
          marketPrice={item.price}
          symbol={currencySymbol}
          size={layout === 'row' ? 'm' : 's'}
        />
        <div className="bz-flash-item-card__foot">
          <FlashProgress
            className="bz-flash-item-card__progress"
            sold={item.sold}
            total={item.stock}
            label={progressLabel}
          />
          {layout === 'row' && action}
        </div>
      </div>
    </Root>
  );
});
