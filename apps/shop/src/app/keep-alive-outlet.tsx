import { Activity, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { routes, type RouteName } from '../config/routes';
import { useRouteName } from './route-handle';

// docs/product.md#navigation: offset of the smooth scroll to the top of the app area.
const SCROLL_OFFSET = 20;
const KEEP_ALIVE: readonly RouteName[] = routes.filter((r) => r.keepAlive).map((r) => r.name);
/** Longer than a smooth scroll of the browser, short enough not to fight the shopper. */
const RESTORE_HOLD_MS = 450;

/**
 * Renders the current route. Pages marked keepAlive in the route table stay mounted but
 * hidden (React's <Activity>) when left, and get their scroll position back
 * when shown again; every other navigation (not the first page of a visit) scrolls smoothly to the app's top.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const name = useRouteName();
  const { key, search } = useLocation();
  const cache = useRef(new Map<RouteName, ReactNode>());
  // By page and query: All Products of another category is another place to come back to.
  const scroll = useRef(new Map<string, number>());
  const previous = useRef<string | undefined>(undefined);
  const cached = name !== undefined && KEEP_ALIVE.includes(name);
  if (cached) cache.current.set(name, outlet);
  const place = name === undefined ? undefined : `${name}${search}`;

  useLayoutEffect(() => {
    const saved = place !== undefined ? scroll.current.get(place) : undefined;
    let settle = 0;
    // While a kept page is being put back, scroll events are ours, not the shopper's.
    let holdUntil = 0;
    if (cached && saved !== undefined) {
      // A smooth scroll of an earlier navigation may still be running (Chromium keeps
      // animating after an instant scroll): hold the kept page where it was for a moment.
      holdUntil = performance.now() + RESTORE_HOLD_MS;
      const hold = () => {
        if (Math.abs(window.scrollY - saved) > 1) window.scrollTo({ top: saved, behavior: 'instant' });
        if (performance.now() < holdUntil) settle = requestAnimationFrame(hold);
      };
      hold();
    } else if (previous.current !== undefined) {
      // Not on the first page of a visit: the browser has put it where it belongs, and reading the
      // layout of a page just drawn would make the browser lay all of it out at once, in this task.
      const app = document.getElementById('root');
      const top = Math.max(0, (app?.getBoundingClientRect().top ?? 0) + window.scrollY - SCROLL_OFFSET);
      window.scrollTo({ top, behavior: 'smooth' });
    }
    previous.current = place;
    const remember = () => {
      if (performance.now() < holdUntil) return;
      if (cached && previous.current === place && place !== undefined) scroll.current.set(place, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(settle);
      window.removeEventListener('scroll', remember);
    };
  }, [key, place, cached]);

  return (
    <>
      {[...cache.current].map(([n, element]) => (
        <Activity key={n} mode={n === name ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {!cached && outlet}
    </>
  );
}
