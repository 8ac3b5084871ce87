import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BannerCarousel } from '@bazaar/design-system';
import { banners } from '../../fixtures';

describe('BannerCarousel', () => {
  it('renders each banner with alt text and reports clicks', () => {
    const onClick = vi.fn();
    render(<BannerCarousel banners={banners} onClick={onClick} autoplay={false} />);
    const slide = screen.getAllByRole('button', { name: banners[1]!.title })[0]!;
    fireEvent.click(slide);
    expect(onClick).toHaveBeenCalledWith(banners[1]);
    expect(screen.getAllByAltText(banners[0]!.title).length).toBeGreaterThan(0);
  });

  it('reads a subtitle after the title, without drawing it', () => {
    const withSubtitle = [{ ...banners[0]!, subtitle: 'Coats and knits' }];
    render(<BannerCarousel banners={withSubtitle} autoplay={false} />);
    const name = `${banners[0]!.title}: Coats and knits`;
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByAltText(name)).toBeInTheDocument();
    expect(screen.queryByText('Coats and knits')).toBeNull();
  });

  describe('autoplay', () => {
    const activeDot = (container: HTMLElement) =>
      [...container.querySelectorAll('.bz-banner-carousel__dot')].findIndex((dot) =>
        dot.classList.contains('bz-banner-carousel__dot--active'),
      );
    /** A system that answers `reduce` to prefers-reduced-motion, or not (test/setup-dom.ts's list otherwise). */
    const prefersReducedMotion = (reduce: boolean) => {
      const matchMedia = window.matchMedia.bind(window);
      return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
        ...matchMedia(query),
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      }));
    };
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('turns to the next slide after its interval', () => {
      vi.useFakeTimers();
      prefersReducedMotion(false);
      const { container } = render(<BannerCarousel banners={banners} interval={1000} />);
      expect(activeDot(container)).toBe(0);
      act(() => vi.advanceTimersByTime(1500));
      expect(activeDot(container)).toBe(1);
    });

    it('holds still while a finger is on it, and goes on after', () => {
      vi.useFakeTimers();
      prefersReducedMotion(false);
      const { container } = render(<BannerCarousel banners={banners} interval={1000} />);
      const track = container.querySelector('.bz-banner-carousel__track')!;
      fireEvent.touchStart(track, { touches: [{ clientX: 10, clientY: 10 }] });
      act(() => vi.advanceTimersByTime(5000));
      expect(activeDot(container)).toBe(0);
      fireEvent.touchEnd(track, { touches: [] });
      act(() => vi.advanceTimersByTime(1500));
      expect(activeDot(container)).toBe(1);
    });

    it('holds still while its page is in a background tab', () => {
      vi.useFakeTimers();
      prefersReducedMotion(false);
      const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      const { container } = render(<BannerCarousel banners={banners} interval={1000} />);
      act(() => vi.advanceTimersByTime(5000));
      expect(activeDot(container)).toBe(0);
      hidden.mockReturnValue(false);
      act(() => vi.advanceTimersByTime(1000));
      expect(activeDot(container)).toBe(1);
    });

    it('follows a swipe: the dot is the slide scrolled into view', () => {
      const { container } = render(<BannerCarousel banners={banners} autoplay={false} />);
      const track = container.querySelector<HTMLElement>('.bz-banner-carousel__track')!;
      Object.defineProperty(track, 'clientWidth', { value: 390 });
      track.scrollLeft = 2 * 390 - 20;
      fireEvent.scroll(track);
      expect(activeDot(container)).toBe(2);
    });

    it('stays still for a reader who asks for reduced motion', () => {
      vi.useFakeTimers();
      prefersReducedMotion(true);
      const { container } = render(<BannerCarousel banners={banners} interval={1000} />);
      act(() => vi.advanceTimersByTime(5000));
      expect(activeDot(container)).toBe(0);
    });
  });

  it('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
