import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_RETRIES,
  LAZY_IMAGE_THROTTLE_MS,
  LazyImage,
  clearLoadedCache,
} from '@bazaar/design-system';
import { isLoaded, markLoaded } from './loaded-cache';

beforeEach(() => clearLoadedCache());

describe('LazyImage', () => {
  it('uses the spec constants', () => {
    expect([LAZY_IMAGE_CACHE_SIZE, LAZY_IMAGE_RETRIES, LAZY_IMAGE_THROTTLE_MS]).toEqual([200, 3, 200]);
  });

  it('shows a placeholder until loaded', () => {
    const { container } = render(<LazyImage src="/a.png" alt="A" lazy={false} />);
    expect(container.querySelector('.bz-lazy-image__placeholder')).not.toBeNull();
    fireEvent.load(screen.getByAltText('A'));
    expect(container.querySelector('.bz-lazy-image__placeholder')).toBeNull();
    expect(container.firstElementChild).toHaveClass('bz-lazy-image--loaded');
  });

  it('retries 3 times, then shows the fallback and reports the error', () => {
    const onError = vi.fn();
    const { container } = render(<LazyImage src="/broken.png" alt="Broken" lazy={false} onError={onError} />);
    const imgs = new Set<Element>();
    for (let i = 0; i < LAZY_IMAGE_RETRIES; i += 1) {
      const img = screen.getByAltText('Broken');
      imgs.add(img);
      fireEvent.error(img);
      expect(onError).not.toHaveBeenCalled();
    }
    // Every retry is a fresh <img> element, so the browser requests it again.
    expect(imgs.size).toBe(LAZY_IMAGE_RETRIES);
    fireEvent.error(screen.getByAltText('Broken'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Broken' })).toHaveClass('bz-lazy-image__fallback');
  });

  it('waits for the viewport when lazy, then loads', () => {
    let notify: IntersectionObserverCallback = () => {};
    const Original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback) {
        notify = cb;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const { container } = render(<LazyImage src="/lazy.png" alt="Lazy" />);
      const placeholder = container.querySelector('.bz-lazy-image__placeholder');
      expect(container.querySelector('img')).toBeNull();
      // Out of view the placeholder stays still; it shimmers only while the picture downloads.
      expect(placeholder).not.toHaveClass('bz-lazy-image__placeholder--loading');
      act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.getByAltText('Lazy')).toHaveAttribute('src', '/lazy.png');
      expect(placeholder).toHaveClass('bz-lazy-image__placeholder--loading');
    } finally {
      globalThis.IntersectionObserver = Original;
    }
  });

  it('paints an already-loaded URL at once, even when lazy', () => {
    markLoaded('/seen.png');
    const { container } = render(<LazyImage src="/seen.png" alt="Seen" />);
    expect(screen.getByAltText('Seen')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('bz-lazy-image--loaded');
  });

  it('keeps at most the cache size of loaded URLs, dropping the oldest', () => {
    for (let i = 0; i <= LAZY_IMAGE_CACHE_SIZE; i += 1) markLoaded(`/img-${i}.png`);
    expect(isLoaded('/img-0.png')).toBe(false);
    expect(isLoaded(`/img-${LAZY_IMAGE_CACHE_SIZE}.png`)).toBe(true);
  });
});
