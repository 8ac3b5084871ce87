import { useEffect, useState, type RefObject } from 'react';
import { LAZY_IMAGE_THROTTLE_MS } from './constants';

/** Margin so images start loading a little before they scroll in. */
const ROOT_MARGIN = 100;

/**
 * True once the element has come near the viewport (it never goes back to
 * false: a loaded image stays). IntersectionObserver where it exists; else a
 * scroll listener throttled to the spec's 200 ms so long lists stay smooth.
 */
export function useInView(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [inView, setInView] = useState(!enabled);

  useEffect(() => {
    if (!enabled || inView) return;
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver !== 'undefined') {
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) setInView(true);
        },
        { rootMargin: `${ROOT_MARGIN}px` },
      );
      io.observe(el);
      return () => io.disconnect();
    }
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const rect = el.getBoundingClientRect();
      if (rect.top < window.innerHeight + ROOT_MARGIN && rect.bottom > -ROOT_MARGIN) setInView(true);
    };
    const onScroll = () => {
      const now = Date.now();
      clearTimeout(timer);
      if (now - last >= LAZY_IMAGE_THROTTLE_MS) {
        last = now;
        check();
      } else {
        timer = setTimeout(onScroll, LAZY_IMAGE_THROTTLE_MS - (now - last));
      }
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true, capture: true });
    window.addEventListener('resize', onScroll);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [enabled, inView, ref]);

  return inView;
}
