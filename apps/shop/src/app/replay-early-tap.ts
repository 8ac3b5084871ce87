// A prerendered page (scripts/prerender.mjs) shows its buttons before the app that runs them is
// here: on a slow phone a second or more. src/early-tap.ts, the page's first script, remembers the
// last button tapped meanwhile; once the app has drawn the same page, its twin is tapped.

/** What src/early-tap.ts leaves on the window, under EARLY_TAPS. */
export interface EarlyTaps {
  /** The last button tapped before the app was here, the page's buttons at that moment, and what
   * counted as a button. */
  last?: { button: Element; among: Element[]; selector: string };
  /** Stops listening. */
  stop(): void;
}

/**
 * The window's slot for EarlyTaps (a registered symbol: src/early-tap.ts imports nothing). Either
 * script may come first: the app sets it to `true` once it is here, and the recorder, coming later,
 * then does not start.
 */
export const EARLY_TAPS = Symbol.for('bazaar.earlyTaps');
type Slot = Record<symbol, EarlyTaps | true | undefined>;

/** A button is the same one after the app's render when it has the same tag, name and text. */
function identity(el: Element): string {
  return [el.tagName, el.getAttribute('aria-label') ?? '', el.textContent?.trim() ?? ''].join('\u0000');
}

/** Marks the app as here, stopping the recorder; answers what it recorded. */
function takeTaps(slot: Slot): EarlyTaps | undefined {
  const taps = slot[EARLY_TAPS];
  slot[EARLY_TAPS] = true;
  if (!taps || taps === true) return undefined;
  taps.stop();
  return taps;
}

/**
 * Waits until the app has replaced what the server drew in `root` (its first commit swaps the
 * children at once), then stops the recording and clicks the twin of the button tapped meanwhile:
 * the button alike (same identity) of the same rank among those alike, if the app's page has one.
 */
export function replayEarlyTap(root: Element, slot = window as unknown as Slot): void {
  const prerendered = root.firstElementChild;
  if (!prerendered) return void takeTaps(slot);
  const replaced = new MutationObserver(() => {
    if (prerendered.isConnected) return;
    replaced.disconnect();
    const last = takeTaps(slot)?.last;
    if (!last) return;
    const key = identity(last.button);
    const alike = (buttons: Element[]) => buttons.filter((b) => identity(b) === key);
    const rank = alike(last.among).indexOf(last.button);
    const twin = alike([...root.querySelectorAll(last.selector)])[rank];
    if (twin instanceof HTMLElement) twin.click();
  });
  replaced.observe(root, { childList: true });
}
