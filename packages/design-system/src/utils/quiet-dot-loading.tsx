import { DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useMediaQuery } from './use-media-query';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * antd-mobile's DotLoading, still while it is off screen or the reader prefers less motion. Its dots move by
 * SVG animation (SMIL), which Chromium repaints on the main thread every frame, on screen or not, and which
 * ignores prefers-reduced-motion: a list's "loading more" row far below the fold took a tenth of the main
 * thread of every page with a list (a trace of /home: 120 paints a second, 100 ms of Paint and Layerize a second).
 */
export function QuietDotLoading({ color }: { color?: string }) {
  const holder = useRef<HTMLSpanElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);

  useEffect(() => {
    const el = holder.current;
    const svg = el?.querySelector('svg');
    // jsdom's SVG elements have no animation clock.
    if (!el || !svg || typeof svg.pauseAnimations !== 'function') return;
    if (reducedMotion) {
      svg.pauseAnimations();
      return;
    }
    if (typeof IntersectionObserver === 'undefined') return;
    svg.pauseAnimations();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) svg.unpauseAnimations();
      else svg.pauseAnimations();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <span ref={holder} className="bz-quiet-dot-loading">
      <DotLoading color={color} />
    </span>
  );
}
