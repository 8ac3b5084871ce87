import type { CSSProperties } from 'react';
import { LazyImage } from '../lazy-image';
import { Rating } from '../rating';
import { cx } from '../../utils/pressable';
import './review-item.css';

/** The fields of the API's review that the item shows. */
export type ReviewItemData = {
  id: number | string;
  user: { nickname: string; avatar: string };
  product_score: number;
  content: string;
  images: string[];
  /** The SKU the reviewer bought as text ("Colour: Black; Edition: Pro"); '' or absent without specs. */
  spec?: string;
  /** Unix seconds. */
  createtime: number;
};

/** The review to show (reviewer, stars, date, SKU, text and pictures) and its labels. */
export type ReviewItemProps = {
  review: ReviewItemData;
  /** Formats the review time. @default the ISO date (YYYY-MM-DD) */
  formatDate?: (unixSeconds: number) => string;
  /** Accessible name prefix of the stars. @default 'Rating' */
  ratingLabel?: string;
  /** Accessible name of each picture, numbered from 1. @default (n) => `Photo ${n}` */
  imageLabel?: (n: number) => string;
  /** Makes the pictures buttons (e.g. to open a viewer at that index). */
  onImageClick?: (index: number, images: string[]) => void;
  /** Clamp the text to three lines (previews). @default false */
  clamp?: boolean;
  className?: string;
  style?: CSSProperties;
};

const isoDate = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

/** A stable hue per name, so one reviewer keeps one colour wherever their reviews show. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/**
 * The picture of a reviewer without one (or whose picture does not load): the first letter of
 * the name on a colour of its own, instead of a broken-image icon.
 */
function InitialAvatar({ name }: { name: string }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    <span className="bz-review-item__initial" style={{ '--bz-review-item-initial-hue': hueOf(name) } as CSSProperties}>
      {initial}
    </span>
  );
}

/** One shopper review: masked name, avatar (or a generated one), stars, date, the SKU bought, text and pictures. */
export function ReviewItem({
  review,
  formatDate = isoDate,
  ratingLabel = 'Rating',
  imageLabel = (n) => `Photo ${n}`,
  onImageClick,
  clamp = false,
  className,
  style,
}: ReviewItemProps) {
  return (
    <article className={cx('bz-review-item', className)} style={style}>
      <header className="bz-review-item__head">
        <LazyImage
          className="bz-review-item__avatar"
          src={review.user.avatar}
          alt=""
          fallback={<InitialAvatar name={review.user.nickname} />}
        />
        <div className="bz-review-item__who">
          <span className="bz-review-item__name">{review.user.nickname}</span>
          <Rating value={review.product_score} size="s" label={ratingLabel} />
        </div>
        <time className="bz-review-item__date" dateTime={new Date(review.createtime * 1000).toISOString()}>
          {formatDate(review.createtime)}
        </time>
      </header>
      {review.spec && <p className="bz-review-item__spec">{review.spec}</p>}
      <p className={cx('bz-review-item__content', clamp && 'bz-review-item__content--clamp')}>{review.content}</p>
      {review.images.length > 0 && (
        <ul className="bz-review-item__images">
          {review.images.map((src, i) => (
            <li key={src}>
              {onImageClick ? (
                <button
                  type="button"
                  className="bz-review-item__image-button"
                  aria-label={imageLabel(i + 1)}
                  onClick={() => onImageClick(i, review.images)}
                >
                  <LazyImage className="bz-review-item__image" src={src} alt="" />
                </button>
              ) : (
                <LazyImage className="bz-review-item__image" src={src} alt={imageLabel(i + 1)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
