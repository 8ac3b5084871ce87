import type { CSSProperties, MouseEvent } from 'react';
import { LazyImage } from '../lazy-image';
import { formatCount } from '../product-card';
import { cx, pressableProps } from '../../utils/pressable';
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

export const shopCardDefaults = {
  soldLabel: 'sold',
  ratingLabel: 'Rating',
  followText: 'Follow',
  followingText: 'Following',
} as const;

export function ShopCard({
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
  const follow = (e: MouseEvent) => {
    // The button sits inside the clickable card: following must not open the shop.
    e.stopPropagation();
    onFollowChange?.(shop, !shop.followed);
  };
  return (
    <article
      className={cx('bz-shop-card', className)}
      style={style}
      {...pressableProps(onClick && (() => onClick(shop)))}
    >
      {showBanner && shop.banner && <LazyImage className="bz-shop-card__banner" src={shop.banner} alt="" />}
      <div className="bz-shop-card__row">
        <LazyImage className="bz-shop-card__logo" src={shop.logo} alt={shop.name} />
        <div className="bz-shop-card__info">
          <h3 className="bz-shop-card__name">{shop.name}</h3>
          <div className="bz-shop-card__meta">
            <span className="bz-shop-card__rating" aria-label={`${ratingLabel} ${shop.rating.toFixed(1)}`}>
              <span aria-hidden="true">★ {shop.rating.toFixed(1)}</span>
            </span>
            <span>
              {formatCount(shop.sales)} {soldLabel}
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
}
