import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// Product-spec §9. `trickleRate` is the spec's constant from nprogress 0.1; 0.2
// trickles by a curve instead and ignores it, so keeping it costs nothing.
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  trickleRate: 0.02,
} as Parameters<typeof NProgress.configure>[0]);

export const progress = {
  start(): void {
    NProgress.start();
  },
  done(): void {
    NProgress.done();
  },
};
