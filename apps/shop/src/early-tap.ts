// The first script of a prerendered page (scripts/prerender.mjs; async, imports nothing): its
// buttons show a second or more, on a slow phone, before the app that runs them is here. This
// remembers the last one tapped meanwhile; the app taps it again once it has drawn the page
// (app/replay-early-tap.ts), and stops this. Loaded after the app was already here, it does nothing.
import type { EarlyTaps } from './app/replay-early-tap';

// EARLY_TAPS of app/replay-early-tap.ts, by value: importing it would share a chunk with the app.
const slot = window as unknown as Record<symbol, EarlyTaps | true | undefined>;
const EARLY_TAPS = Symbol.for('bazaar.earlyTaps');
// What answers a tap (links need no help: the browser follows them); antd-mobile's TabBar draws
// its items as plain divs.
const BUTTON = 'button, [role="button"], [role="tab"], .adm-tab-bar-item';

if (!slot[EARLY_TAPS]) {
  const taps: EarlyTaps = { stop: () => document.removeEventListener('click', onClick, true) };
  function onClick(event: Event) {
    const root = document.getElementById('root');
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (root && button && root.contains(button))
      taps.last = { button, among: [...root.querySelectorAll(BUTTON)], selector: BUTTON };
  }
  document.addEventListener('click', onClick, true);
  slot[EARLY_TAPS] = taps;
}
