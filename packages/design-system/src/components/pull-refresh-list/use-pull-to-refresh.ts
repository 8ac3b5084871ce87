import { useEffect, useRef, useState, type RefObject } from 'react';

export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** How long the complete text stays before the head closes (antd-mobile's default). */
export const PULL_COMPLETE_DELAY = 500;
/** The head's closing transition (pull-refresh-list.css). */
const CLOSE_MS = 300;

/** The finger's distance, stretched like a rubber band towards `limit` (antd-mobile's curve, constant 0.5). */
const rubberband = (distance: number, limit: number) => (distance * limit * 0.5) / (limit + 0.5 * distance);

/** True when neither the page nor any scrolling box around `from` is scrolled down. */
function atTop(from: Element): boolean {
  for (let node: Element | null = from; node && node !== document.body; node = node.parentElement) {
    if (node.scrollTop > 0 && /auto|scroll|overlay/.test(getComputedStyle(node).overflowY)) return false;
  }
  return window.scrollY <= 0;
}

type Options = {
  onRefresh: () => Promise<unknown>;
  disabled: boolean;
  /** The head's height while refreshing. */
  headHeight: number;
  /** How far the head must be pulled open for a release to refresh. */
  threshold: number;
};

/**
 * Pull-to-refresh with the browser's own touch and pointer events: a downward drag that
 * starts with everything scrolled to the top opens a head above the content (its height, and the
 * status to show in it); let go past `threshold`, it calls `onRefresh` and stays open until that
 * settles, then shows the complete text for {@link PULL_COMPLETE_DELAY} ms and closes.
 * (antd-mobile's PullToRefresh does the same with @react-spring and @use-gesture, 27 KB gzip.)
 */
export function usePullToRefresh(target: RefObject<HTMLElement | null>, options: Options) {
  const [status, setStatus] = useState<PullStatus>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ ...options, status });
  latest.current = { ...options, status };
  const { disabled } = options;

  useEffect(() => {
    const element = target.current;
    if (!element || disabled) return;
    let startY: number | undefined;
    let pulling = false;
    let pulled = 0;
    let closing: ReturnType<typeof setTimeout> | undefined;

    const close = () => {
      setHeight(0);
      closing = setTimeout(() => setStatus('pulling'), CLOSE_MS);
    };
    const refresh = async () => {
      const { onRefresh, headHeight } = latest.current;
      setHeight(headHeight);
      setStatus('refreshing');
      try {
        await onRefresh();
      } catch {
        // The app reports its own failures; the head just closes.
        close();
        return;
      }
      setStatus('complete');
      await new Promise((resolve) => (closing = setTimeout(resolve, PULL_COMPLETE_DELAY)));
      close();
    };

    const begin = (y: number) => {
      const busy = latest.current.status === 'refreshing' || latest.current.status === 'complete';
      startY = busy ? undefined : y;
      pulling = false;
    };
    const move = (y: number, event: Event) => {
      if (startY === undefined) return;
      const distance = y - startY;
      if (!pulling) {
        // The gesture is a pull only if it starts downwards at the top; otherwise it is a scroll.
        if (distance <= 0 || !(event.target instanceof Element) || !atTop(event.target)) {
          startY = undefined;
          return;
        }
        pulling = true;
        setDragging(true);
      }
      if (event.cancelable) event.preventDefault();
      const { headHeight, threshold } = latest.current;
      pulled = Math.max(0, rubberband(distance, headHeight * 5));
      setHeight(pulled);
      setStatus(pulled > threshold ? 'canRelease' : 'pulling');
    };
    const end = () => {
      startY = undefined;
      if (!pulling) return;
      pulling = false;
      setDragging(false);
      if (pulled > latest.current.threshold) void refresh();
      else close();
    };

    // A finger through touch events (a touch's pointer events end in pointercancel once the page
    // scrolls), a mouse or pen through pointer events, as antd-mobile's PullToRefresh followed them.
    const onTouchStart = (event: TouchEvent) =>
      event.touches.length === 1 ? begin(event.touches[0]!.clientY) : (startY = undefined);
    const onTouchMove = (event: TouchEvent) => move(event.touches[0]!.clientY, event);
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' && event.button === 0) begin(event.clientY);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') move(event.clientY, event);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') end();
    };
    const listeners: Array<[string, EventListener, AddEventListenerOptions?]> = [
      ['touchstart', onTouchStart as EventListener, { passive: true }],
      // Not passive: a pull must stop the page from scrolling (or the browser from reloading it).
      ['touchmove', onTouchMove as EventListener, { passive: false }],
      ['touchend', end],
      ['touchcancel', end],
      ['pointerdown', onPointerDown as EventListener],
      ['pointermove', onPointerMove as EventListener],
      ['pointerup', onPointerUp as EventListener],
      ['pointercancel', onPointerUp as EventListener],
      // No pointer capture (it would retarget the clicks on the list's items): a mouse that leaves lets go.
      ['pointerleave', onPointerUp as EventListener],
    ];
    for (const [type, listener, options] of listeners) element.addEventListener(type, listener, options);
    return () => {
      clearTimeout(closing);
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [target, disabled]);

  return { status, height, dragging };
}
