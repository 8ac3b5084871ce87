import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { LAZY_IMAGE_RETRIES } from './constants';
import { isLoaded, markLoaded } from './loaded-cache';
import { useInView } from './use-in-view';
import { cx } from '../../utils/pressable';
import './lazy-image.css';

/**
 * The picture to load once it nears the viewport, its placeholder and fallback, and how often a failed load is retried.
 */
export type LazyImageProps = {
  src: string;
  /** Required: describe the image, or pass '' for a purely decorative one. */
  alt: string;
  /** Defer loading until the image nears the viewport. @default true */
  lazy?: boolean;
  /** How the image fills its box. @default 'cover' */
  fit?: 'cover' | 'contain';
  /** Box width/height (CSS lengths or px numbers); usually set by the parent instead. */
  width?: number | string;
  height?: number | string;
  /** Shown until the image has loaded. @default a shimmering block */
  placeholder?: ReactNode;
  /** Shown when every retry failed. @default a neutral picture icon */
  fallback?: ReactNode;
  /** Retries after a failed load. @default 3 */
  retries?: number;
  onLoad?: () => void;
  onError?: () => void;
  className?: string;
  style?: CSSProperties;
};

const defaultFallback = (
  <svg className="bz-lazy-image__icon" viewBox="0 0 24 24" aria-hidden="true">
    <path
      fill="currentColor"
      d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm0 16H5V5h14v14Zm-5.04-6.71-2.75 3.54-1.96-2.36L6.5 17h11l-3.54-4.71Z"
    />
  </svg>
);

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

/** An image that loads when it nears the viewport, with a placeholder, retries and a fallback picture. */
export function LazyImage({
  src,
  alt,
  lazy = true,
  fit = 'cover',
  width,
  height,
  placeholder,
  fallback = defaultFallback,
  retries = LAZY_IMAGE_RETRIES,
  onLoad,
  onError,
  className,
  style,
}: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const cached = Boolean(src) && isLoaded(src);
  const inView = useInView(ref, lazy && !cached);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ src: string; status: Status }>({ src, status: cached ? 'loaded' : 'idle' });
  // A new src starts over (render-time reset instead of an effect avoids a flash of the old image).
  if (state.src !== src) {
    setState({ src, status: isLoaded(src) ? 'loaded' : 'idle' });
    setAttempt(0);
  }
  const status: Status = !src ? 'failed' : state.status;
  const showImg = Boolean(src) && status !== 'failed' && (inView || status === 'loaded');

  const handleError = () => {
    if (attempt < retries) {
      // Remounting the <img> (new key) makes the browser request it again.
      setAttempt((n) => n + 1);
      return;
    }
    setState({ src, status: 'failed' });
    onError?.();
  };

  return (
    <div
      ref={ref}
      className={cx('bz-lazy-image', `bz-lazy-image--${status}`, className)}
      style={{ width, height, ...style }}
      data-attempt={attempt}
    >
      {status !== 'loaded' && status !== 'failed' && (
        // The default placeholder shimmers only while its picture downloads: one waiting out of view stays still,
        // since every running animation is work for the page each frame (a long feed holds dozens).
        <div
          className={cx('bz-lazy-image__placeholder', showImg && 'bz-lazy-image__placeholder--loading')}
          aria-hidden="true"
        >
          {placeholder}
        </div>
      )}
      {status === 'failed' && (
        // With an empty alt the image is decorative, so its fallback must be too.
        <div
          className="bz-lazy-image__fallback"
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {fallback}
        </div>
      )}
      {showImg && (
        <img
          key={attempt}
          className="bz-lazy-image__img"
          src={src}
          alt={alt}
          decoding="async"
          style={{ objectFit: fit }}
          onLoad={() => {
            markLoaded(src);
            setState({ src, status: 'loaded' });
            onLoad?.();
          }}
          onError={handleError}
        />
      )}
    </div>
  );
}
