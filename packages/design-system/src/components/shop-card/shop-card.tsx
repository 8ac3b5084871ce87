import { memo, type CSSProperties } from 'react';
import { LazyImage } from '../lazy-image';
import { useNumberFormat } from '../../number-format';
import { cx } from '../../utils/pressable';
import './shop-card.css';

/** The fields of the API's shop card that the card shows. */
export type ShopCardData = {
  id: number | string;
  name: string;
  logo: string;
  banner?: string;
  rating: number;
  sales: number;
  followed?: boolean;
};

/** The shop to show (from the API's shop card), its labels, and what opening it and following it do. */
export type ShopCardProps = {
  shop: ShopCardData;
  /** Show the shop's banner above the row. @default false */
  showBanner?: boolean;
  /** Word after the sales count. @default 'sold' */
  soldLabel?: string;
  /** Accessible name of the rating. @default 'Rating' */
  ratingLabel?: string;
  /** Follow button texts; the button shows only with `onFollowChange`. */
  followText?: string;
  followingText?: string;
  /** Called with the wished state; the app updates `shop.followed`. */
  onFollowChange?: (shop: ShopCardData, follow: boolean) => void;
  onClick?: (shop: ShopCardData) => void;
  className?: string;
  style?: CSSProperties;
};

/** The English labels (sold, rating, follow, following) a `ShopCard` uses for props left out. */
export const shopCardDefaults = {
  soldLabel: 'sold',
  ratingLabel: 'Rating',
  followText: 'Follow',
  followingText: 'Following',
} as const;

/** Memoized, as ProductCard: a list that grows by a page draws only its new cards (given stable callbacks). */
export const ShopCard = memo(function ShopCard({
  shop,
  showBanner = false,
  soldLabel = shopCardDefaults.soldLabel,
  ratingLabel = shopCardDefaults.ratingLabel,
  followText = shopCardDefaults.followText,
  followingText = shopCardDefaults.followingText,
  onFollowChange,
  onClick,
  className,
  style,
}: ShopCardProps) {
  const number = useNumberFormat();
  const follow = () => onFollowChange?.(shop, !shop.followed);
  return (
    // Not a button itself: the follow button inside would be a nested control. The name is
    // the button instead, and its ::after stretches over the card to keep the large target.
    <article className={cx('bz-shop-card', onClick && 'bz-shop-card--clickable', className)} style={style}>
      {showBanner && shop.banner && <LazyImage className="bz-shop-card__banner" src={shop.banner} alt="" />}
      <div className="bz-shop-card__row">
        {/* The name is right beside it, so the logo is decorative. */}
        <LazyImage className="bz-shop-card__logo" src={shop.logo} alt="" />
        <div className="bz-shop-card__info">
          <h3 className="bz-shop-card__name">
            {onClick ? (
              <button type="button" className="bz-shop-card__open" onClick={() => onClick(shop)}>
                {shop.name}
              </button>
            ) : (
              shop.name
            )}
          </h3>
          <div className="bz-shop-card__meta">
            <span className="bz-shop-card__rating">
              <svg viewBox="0 0 20 20" aria-hidden="true" className="bz-shop-card__star">
                <path
                  fill="currentColor"
                  d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
                />
              </svg>
              <span className="bz-visually-hidden">{ratingLabel} </span>
              {number.decimal(shop.rating)}
            </span>
            <span>
              {number.count(shop.sales)} {soldLabel}
            </span>
          </div>
        </div>
        {onFollowChange && (
          <button
            type="button"
            className={cx('bz-shop-card__follow', shop.followed && 'bz-shop-card__follow--on')}
            aria-pressed={Boolean(shop.followed)}
            onClick={follow}
          >
            {shop.followed ? followingText : followText}
          </button>
        )}
      </div>
    </article>
  );
});
