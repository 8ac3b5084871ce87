import { useId, type CSSProperties, type ReactNode } from 'react';
import { FlashItemCard, type FlashItemCardData } from '../flash-item-card';
import { cx } from '../../utils/pressable';
import './flash-strip.css';

/** The live session's title, its countdown, its items, and where "see all" leads. */
export type FlashStripProps = {
  /** The strip's heading (also its accessible name), e.g. "Flash deals". */
  title: ReactNode;
  /** Beside the title: the live flash session's `Countdown`. */
  countdown?: ReactNode;
  items: FlashItemCardData[];
  /** Words under each item's bar, e.g. `(item) => item.sold >= item.stock ? 'Sold out' : \`${item.sold} sold\``. */
  progressLabel: (item: FlashItemCardData) => ReactNode;
  /** Across the picture of a sold-out item. */
  soldOutLabel?: ReactNode;
  /** Text of the "see all" action. @default 'See all' */
  moreText?: ReactNode;
  /** Shows the "see all" action when given (the flash page). */
  onMore?: () => void;
  onItemClick?: (item: FlashItemCardData) => void;
  /** @default '$' */
  currencySymbol?: string;
  /** Heading level, to keep the page outline right. @default 2 */
  level?: 2 | 3 | 4;
  className?: string;
  style?: CSSProperties;
};

/** The English "See all", the currency symbol and a level-2 heading when not given. */
export const flashStripDefaults = { moreText: 'See all', currencySymbol: '$', level: 2 } as const;

/**
 * The live flash session on a page: its title and countdown, "see all", and its items side by side, scrolling
 * sideways. Nothing when it has no items: an empty strip is not worth the room on a phone.
 */
export function FlashStrip({
  title,
  countdown,
  items,
  progressLabel,
  soldOutLabel,
  moreText = flashStripDefaults.moreText,
  onMore,
  onItemClick,
  currencySymbol = flashStripDefaults.currencySymbol,
  level = flashStripDefaults.level,
  className,
  style,
}: FlashStripProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <section className={cx('bz-flash-strip', className)} style={style} aria-labelledby={titleId}>
      <div className="bz-flash-strip__head">
        <Heading className="bz-flash-strip__title" id={titleId}>
          <svg className="bz-flash-strip__bolt" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M9.5 1 3 9h4l-1 6 6.5-8h-4l1-6Z" fill="currentColor" />
          </svg>
          {title}
        </Heading>
        {countdown}
        {onMore && (
          <button type="button" className="bz-flash-strip__more" onClick={onMore}>
            {moreText}
            <svg viewBox="0 0 16 16" aria-hidden="true" className="bz-flash-strip__chevron">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {/* A list, so a screen reader says how many there are; it scrolls by touch or keyboard. */}
      <ul className="bz-flash-strip__list" tabIndex={0} aria-labelledby={titleId}>
        {items.map((item) => (
          <li key={item.id} className="bz-flash-strip__item">
            <FlashItemCard
              item={item}
              progressLabel={progressLabel(item)}
              soldOutLabel={soldOutLabel}
              onClick={onItemClick}
              currencySymbol={currencySymbol}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
