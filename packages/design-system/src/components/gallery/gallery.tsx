import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { LazyImage } from '../lazy-image';
import { cx } from '../../utils/pressable';
import { SNAP_ROW, slideInView } from '../../utils/snap-row';
import { useOpenedOnce } from '../../utils/use-opened-once';
import './gallery.css';

// antd-mobile's ImageViewer (with @react-spring and @use-gesture for its pinch and swipe) is fetched at
// the first tap on a picture, not with the product page.
const GalleryViewer = lazy(() => import('./gallery-viewer'));

/** The product's pictures and their accessible names. */
export type GalleryProps = {
  images: string[];
  /** What the pictures show (e.g. the product title); each gets "<alt> n/total". */
  alt: string;
  /** Accessible name of the button that opens a picture full screen. @default 'View full screen' */
  viewLabel?: string;
  className?: string;
  style?: CSSProperties;
};

/**
 * A square row of product pictures the browser scrolls itself (CSS scroll snapping) with an "n/total"
 * counter; a tap opens the full-screen viewer at that picture.
 */
export function Gallery({ images, alt, viewLabel = 'View full screen', className, style }: GalleryProps) {
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState(false);
  const viewed = useOpenedOnce(viewing);
  if (images.length === 0) return null;
  const many = images.length > 1;
  return (
    <div className={cx('bz-gallery', className)} style={style}>
      <div
        className={cx(SNAP_ROW, 'bz-gallery__track')}
        onScroll={(event) => {
          const slide = slideInView(event);
          if (slide !== undefined) setCurrent(slide);
        }}
      >
        {images.map((src, i) => (
          <button
            key={src}
            type="button"
            className="bz-gallery__slide"
            aria-label={`${viewLabel}: ${alt} ${i + 1}/${images.length}`}
            onClick={() => setViewing(true)}
          >
            {/* The first picture is the page's hero: no lazy delay. */}
            <LazyImage className="bz-gallery__image" src={src} alt={`${alt} ${i + 1}/${images.length}`} lazy={i > 0} />
          </button>
        ))}
      </div>
      {many && (
        <span className="bz-gallery__counter" aria-hidden="true">
          {current + 1}/{images.length}
        </span>
      )}
      {viewed && (
        <Suspense fallback={null}>
          <GalleryViewer images={images} visible={viewing} defaultIndex={current} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </div>
  );
}
