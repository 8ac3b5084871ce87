import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// docs/product.md#constants. `trickleRate` is the product's constant from nprogress 0.1; 0.2
// trickles by a curve instead and ignores it, so keeping it costs nothing.
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  trickleRate: 0.02,
} as Parameters<typeof NProgress.configure>[0]);

/** A navigation that no page ever showed (a bug, or history changed outside the router) stops here. */
const STUCK_MS = 10_000;
let stuck: ReturnType<typeof setTimeout> | undefined;

export const progress = {
  start(): void {
    NProgress.start();
    clearTimeout(stuck);
    stuck = setTimeout(() => NProgress.done(), STUCK_MS);
  },
  done(): void {
    clearTimeout(stuck);
    NProgress.done();
  },
};

/**
 * docs/product.md#navigation: the thin bar shows during navigation. react-router changes the URL at once and
 * renders the next page in a transition (the old page stays until the new one is ready), so no
 * Suspense fallback shows: the bar starts when the URL changes — a push or replace to another
 * address, or the back and forward buttons — and the layout ends it when the page is shown.
 */
export function trackNavigations(target: Window = window): void {
  const { history } = target;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      const before = target.location.href;
      original(...args);
      if (target.location.href !== before) progress.start();
    };
  }
  target.addEventListener('popstate', () => progress.start());
}
