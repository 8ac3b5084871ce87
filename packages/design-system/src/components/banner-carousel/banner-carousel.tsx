import type { CSSProperties } from 'react';
import { Skeleton, Swiper } from 'antd-mobile';
import { LazyImage } from '../lazy-image';
import { cx } from '../../utils/pressable';
import { useMediaQuery } from '../../utils/use-media-query';
import './banner-carousel.css';

export type BannerItem = {
  id: number | string;
  title: string;
  /** A line under the title: read with it by screen readers, not drawn (the picture usually shows it). */
  subtitle?: string;
  image: string;
  link?: string;
};

/** A banner's accessible name: its title, then its subtitle. */
const spoken = (b: BannerItem): string => (b.subtitle ? `${b.title}: ${b.subtitle}` : b.title);

export type BannerCarouselProps = {
  banners: BannerItem[];
  /** The app decides what a banner opens (the design system never routes). */
  onClick?: (banner: BannerItem) => void;
  /** Moves to the next slide on its own, except for readers who ask for reduced motion. @default true */
  autoplay?: boolean;
  /** Milliseconds per slide. @default 3000 */
  interval?: number;
  /** Overlay the title on the image. @default true */
  showTitle?: boolean;
  /** Shows a placeholder of the carousel's size. @default false */
  loading?: boolean;
  className?: string;
  style?: CSSProperties;
};

export function BannerCarousel({
  banners,
  onClick,
  autoplay = true,
  interval = 3000,
  showTitle = true,
  loading = false,
  className,
  style,
}: BannerCarouselProps) {
  const classes = cx('bz-banner-carousel', className);
  // Slides that move on their own are motion the reader did not start (WCAG 2.2.2): they stay still for
  // anyone whose system asks for reduced motion; the dots and a swipe still turn them.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (loading) {
    // A server may put the first banner's picture in this box of a prerendered page (data-first-picture),
    // so it shows before the scripts have run.
    return (
      <div className={classes} style={style} aria-hidden="true" data-first-picture="">
        <Skeleton animated className="bz-banner-carousel__skeleton" />
      </div>
    );
  }
  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <div className={classes} style={style}>
      <Swiper
        autoplay={autoplay && many && !reduceMotion}
        autoplayInterval={interval}
        loop={many}
        indicatorProps={{ className: 'bz-banner-carousel__indicator' }}
        indicator={many ? undefined : () => null}
      >
        {banners.map((b, i) => (
          <Swiper.Item key={b.id}>
            <button
              type="button"
              className="bz-banner-carousel__slide"
              onClick={() => onClick?.(b)}
              aria-label={spoken(b)}
              // Only the visible slide should be reachable; autoplay changes it for sighted users.
              tabIndex={onClick ? 0 : -1}
            >
              {/* The first slide is on screen at once: loading it lazily would only delay it. */}
              <LazyImage className="bz-banner-carousel__image" src={b.image} alt={spoken(b)} lazy={i > 0} />
              {showTitle && (
                <span className="bz-banner-carousel__title" aria-hidden="true">
                  {b.title}
                </span>
              )}
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
