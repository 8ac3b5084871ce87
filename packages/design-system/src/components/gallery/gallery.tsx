import { useState, type CSSProperties } from 'react';
import { ImageViewer, Swiper } from 'antd-mobile';
import { LazyImage } from '../lazy-image';
import { cx } from '../../utils/pressable';
import './gallery.css';

export type GalleryProps = {
  images: string[];
  /** What the pictures show (e.g. the product title); each gets "<alt> n/total". */
  alt: string;
  /** Accessible name of the button that opens a picture full screen. @default 'View full screen' */
  viewLabel?: string;
  className?: string;
  style?: CSSProperties;
};

/** A square swiper of product pictures with an "n/total" counter; a tap opens the full-screen viewer at that picture. */
export function Gallery({ images, alt, viewLabel = 'View full screen', className, style }: GalleryProps) {
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState(false);
  if (images.length === 0) return null;
  const many = images.length > 1;
  return (
    <div className={cx('bz-gallery', className)} style={style}>
      <Swiper
        onIndexChange={setCurrent}
        indicator={() =>
          many ? (
            <span className="bz-gallery__counter" aria-hidden="true">
              {current + 1}/{images.length}
            </span>
          ) : null
        }
      >
        {images.map((src, i) => (
          <Swiper.Item key={src}>
            <button
              type="button"
              className="bz-gallery__slide"
              aria-label={`${viewLabel}: ${alt} ${i + 1}/${images.length}`}
              onClick={() => setViewing(true)}
            >
              {/* The first picture is the page's hero: no lazy delay. */}
              <LazyImage
                className="bz-gallery__image"
                src={src}
                alt={`${alt} ${i + 1}/${images.length}`}
                lazy={i > 0}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <ImageViewer.Multi
        images={images}
        visible={viewing}
        defaultIndex={current}
        onClose={() => setViewing(false)}
        classNames={{ body: 'bz-gallery__viewer' }}
      />
    </div>
  );
}
