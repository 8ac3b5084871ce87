// The first script of a prerendered page (scripts/prerender.mjs; async, imports nothing): its
// buttons and fields show a second or more, on a slow phone, before the app that runs them is
// here. This remembers the last button tapped and the field focused meanwhile; the app types what
// was typed into its own fields, focuses that one and taps that button again once it has drawn the
// page (app/replay-early-tap.ts), and stops this. Loaded after the app was already here, it does nothing.
import type { EarlyTaps } from './app/replay-early-tap';

// EARLY_TAPS of app/replay-early-tap.ts, by value: importing it would share a chunk with the app.
const slot = window as unknown as Record<symbol, EarlyTaps | true | undefined>;
const EARLY_TAPS = Symbol.for('bazaar.earlyTaps');
// What answers a tap (links need no help: the browser follows them); antd-mobile's TabBar draws
// its items as plain divs.
const BUTTON = 'button, [role="button"], [role="tab"], .adm-tab-bar-item';

if (!slot[EARLY_TAPS]) {
  const taps: EarlyTaps = {
    stop: () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('submit', onSubmit, true);
    },
  };
  function onClick(event: Event) {
    const root = document.getElementById('root');
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (root && button && root.contains(button))
      taps.last = { button, among: [...root.querySelectorAll(BUTTON)], selector: BUTTON };
  }
  // The field being typed into keeps the keyboard once the app has drawn its twin (what was typed
  // is carried over by the app).
  function onFocus(event: Event) {
    taps.focused = event.target instanceof Element ? event.target : undefined;
  }
  // A form of the server's page never submits itself (the browser would put its fields, a password
  // too, into the address): the tap on its button is recorded above, and the app submits its twin.
  function onSubmit(event: Event) {
    const root = document.getElementById('root');
    if (root && event.target instanceof Node && root.contains(event.target)) event.preventDefault();
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('submit', onSubmit, true);
  slot[EARLY_TAPS] = taps;
}
