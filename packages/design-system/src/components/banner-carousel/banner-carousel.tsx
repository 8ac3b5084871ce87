import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Skeleton } from 'antd-mobile';
import { LazyImage } from '../lazy-image';
import { cx } from '../../utils/pressable';
import { SNAP_ROW, slideInView } from '../../utils/snap-row';
import { useMediaQuery } from '../../utils/use-media-query';
import './banner-carousel.css';

/** One banner: its picture, title and where it leads. */
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

/** The banners to show, how long each stays, and what a tap on one does. */
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

/** The home page banners: slides that swipe and play by themselves, with a title over each picture and page dots. */
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
  // anyone whose system asks for reduced motion; a swipe still turns them.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const many = banners.length > 1;
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // The slide in view, for the timer (which must not restart at each turn).
  const activeSlide = useRef(0);
  const show = (slide: number) => {
    activeSlide.current = slide;
    setActive(slide);
  };
  // A finger on the track holds the autoplay; it waits a whole interval after the finger leaves.
  const [touching, setTouching] = useState(false);

  useEffect(() => {
    if (!autoplay || !many || reduceMotion || touching) return;
    const timer = setInterval(() => {
      // A page in a background tab keeps still (the browser slows its timers, not the slide's move).
      if (document.hidden) return;
      const next = (activeSlide.current + 1) % banners.length;
      show(next);
      const element = track.current;
      // After the last slide the track scrolls back to the first (no cloned slides to loop through).
      element?.scrollTo?.({ left: next * element.clientWidth, behavior: 'smooth' });
    }, interval);
    return () => clearInterval(timer);
  }, [autoplay, many, reduceMotion, touching, interval, banners.length]);

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
  return (
    <div className={classes} style={style}>
      {/* Native horizontal scrolling with snap points: the browser's own swipe, momentum and snapping. */}
      <div
        ref={track}
        className={cx(SNAP_ROW, 'bz-banner-carousel__track')}
        onScroll={(event) => {
          // Scroll events come every frame of a slide's move: only a new slide is news for React.
          const slide = slideInView(event);
          if (slide !== undefined && slide !== activeSlide.current) show(slide);
        }}
        onTouchStart={() => setTouching(true)}
        onTouchEnd={() => setTouching(false)}
        onTouchCancel={() => setTouching(false)}
      >
        {banners.map((b, i) => (
          <div key={b.id} className="bz-banner-carousel__item">
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
          </div>
        ))}
      </div>
      {many && (
        <div className="bz-banner-carousel__dots" aria-hidden="true">
          {banners.map((b, i) => (
            <span
              key={b.id}
              className={cx('bz-banner-carousel__dot', i === active && 'bz-banner-carousel__dot--active')}
            />
          ))}
        </div>
      )}
    </div>
  );
}
