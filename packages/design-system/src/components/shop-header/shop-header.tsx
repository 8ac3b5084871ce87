import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { LazyImage } from '../lazy-image';
import { Rating } from '../rating';
import { LoadingLabel } from '../../utils/loading-label';
import { cx } from '../../utils/pressable';
import './shop-header.css';

/** The fields of the API's shop detail that the header shows. */
export type ShopHeaderData = {
  name: string;
  logo: string;
  banner?: string;
  rating: number;
  description?: string;
};

/** The shop to show at the top of its page, its figures, and whether and how it can be followed. */
export type ShopHeaderProps = {
  shop: ShopHeaderData;
  /** Figures under the name, e.g. followers and products. */
  stats?: Array<{ label: ReactNode; value: ReactNode }>;
  /** Follow state; the button shows only with `onFollowChange`. @default false */
  followed?: boolean;
  /** Called with the wished state (true: follow, false: unfollow). */
  onFollowChange?: (follow: boolean) => void;
  /** @default 'Follow' */
  followText?: string;
  /** @default 'Followed' */
  followedText?: string;
  /** Spinner on the button while the change is on its way. @default false */
  followLoading?: boolean;
  /** @default 'Rating' */
  ratingLabel?: string;
  /** More buttons beside the follow button, e.g. "Chat". */
  actions?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The top of a shop page: banner, logo, name, rating, figures and the follow button. */
export function ShopHeader({
  shop,
  stats = [],
  followed = false,
  onFollowChange,
  followText = 'Follow',
  followedText = 'Followed',
  followLoading = false,
  ratingLabel = 'Rating',
  actions,
  className,
  style,
}: ShopHeaderProps) {
  return (
    <header className={cx('bz-shop-header', className)} style={style}>
      <div className="bz-shop-header__banner">{shop.banner && <LazyImage src={shop.banner} alt="" lazy={false} />}</div>
      <div className="bz-shop-header__body">
        <LazyImage className="bz-shop-header__logo" src={shop.logo} alt="" lazy={false} />
        <div className="bz-shop-header__info">
          <h1 className="bz-shop-header__name">{shop.name}</h1>
          <Rating value={shop.rating} label={ratingLabel} showValue size="s" />
        </div>
        {(actions || onFollowChange) && (
          <div className="bz-shop-header__actions">
            {actions}
            {onFollowChange && (
              <Button
                className="bz-shop-header__follow"
                size="small"
                shape="rounded"
                color="primary"
                fill={followed ? 'outline' : 'solid'}
                aria-pressed={followed}
                loading={followLoading}
                loadingIcon={<LoadingLabel>{followed ? followedText : followText}</LoadingLabel>}
                onClick={() => onFollowChange(!followed)}
              >
                {followed ? followedText : followText}
              </Button>
            )}
          </div>
        )}
      </div>
      {stats.length > 0 && (
        <dl className="bz-shop-header__stats">
          {stats.map((s, i) => (
            <div key={i} className="bz-shop-header__stat">
              <dd>{s.value}</dd>
              <dt>{s.label}</dt>
            </div>
          ))}
        </dl>
      )}
      {shop.description && <p className="bz-shop-header__description">{shop.description}</p>}
    </header>
  );
}
