import { useId, type CSSProperties, type ReactNode } from 'react';
import { Price } from '../price';
import { cx } from '../../utils/pressable';
import './flash-price.css';

/** Whether the sale is live or upcoming, the flash and normal prices, its countdown, progress and the note under it. */
export type FlashPriceProps = {
  /**
   * 'live': the flash price is charged now, large on a coloured band, the normal one struck through.
   * 'upcoming': the flash price to come, on a light band; the normal price (shown elsewhere) is still charged.
   */
  status: 'live' | 'upcoming';
  /** The flash price. */
  price: string;
  /** The normal price, struck through while live. */
  marketPrice?: string;
  /** What this is, e.g. "Flash deal"; also the band's accessible name. */
  label: ReactNode;
  /** The `Countdown` to the end (live) or the start (upcoming). */
  countdown: ReactNode;
  /** A line under the price, e.g. "Up to 2 per shopper" or "Flash price from 12:00". */
  note?: ReactNode;
  /** E.g. a `FlashProgress` of the units taken. */
  progress?: ReactNode;
  /** @default '$' */
  currencySymbol?: string;
  className?: string;
  style?: CSSProperties;
};

/** The currency symbol (`$`) of a `FlashPrice` when not given. */
export const flashPriceDefaults = { currencySymbol: '$' } as const;

/** A product's flash sale on its page: label, flash price (with the normal one struck), countdown, and a note. */
export function FlashPrice({
  status,
  price,
  marketPrice,
  label,
  countdown,
  note,
  progress,
  currencySymbol = flashPriceDefaults.currencySymbol,
  className,
  style,
}: FlashPriceProps) {
  const labelId = useId();
  return (
    <section
      className={cx('bz-flash-price', `bz-flash-price--${status}`, className)}
      style={style}
      aria-labelledby={labelId}
    >
      <div className="bz-flash-price__main">
        <span className="bz-flash-price__label" id={labelId}>
          <svg className="bz-flash-price__bolt" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M9.5 1 3 9h4l-1 6 6.5-8h-4l1-6Z" fill="currentColor" />
          </svg>
          {label}
        </span>
        <Price
          className="bz-flash-price__price"
          value={price}
          marketPrice={status === 'live' ? marketPrice : undefined}
          symbol={currencySymbol}
          size={status === 'live' ? 'l' : 'm'}
        />
        {note && <span className="bz-flash-price__note">{note}</span>}
      </div>
      <div className="bz-flash-price__side">
        {countdown}
        {progress}
      </div>
    </section>
  );
}
