// A prerendered page (scripts/prerender.mjs) shows its buttons and fields before the app that runs
// them is here: on a slow phone a second or more. src/early-tap.ts, the page's first script,
// remembers the last button tapped and the field focused meanwhile; once the app has drawn the same
// page, what was typed goes into the twin fields, the focused one's twin is focused, and the tapped
// one's twin is tapped.

/** What src/early-tap.ts leaves on the window, under EARLY_TAPS. */
export interface EarlyTaps {
  /** The last button tapped before the app was here, the page's buttons at that moment, and what
   * counted as a button. */
  last?: { button: Element; among: Element[]; selector: string };
  /** The element last focused before the app was here. */
  focused?: Element;
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

// Fields that take typed text (a checkbox's state is not carried over).
const FIELD = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea';

/** A field is the same one after the app's render when it has the same tag, type, name and placeholder. */
function fieldIdentity(el: Element): string {
  return ['type', 'name', 'placeholder'].reduce((key, a) => `${key}\u0000${el.getAttribute(a) ?? ''}`, el.tagName);
}

/** The element alike (by `identity`) of the same rank among those alike in `after`. */
function twinOf(el: Element, before: Element[], after: Element[], identity: (el: Element) => string) {
  const key = identity(el);
  const rank = before.filter((b) => identity(b) === key).indexOf(el);
  return rank < 0 ? undefined : after.filter((a) => identity(a) === key)[rank];
}

/**
 * Types into each of the app's fields what was typed into its twin on the server's page, through the
 * field's own value setter and an input event, as a keyboard would (so React's onChange sees it),
 * and focuses the twin of the field that had the focus.
 */
function carryFields(from: Element, to: Element, focused: Element | undefined): void {
  const before = [...from.querySelectorAll(FIELD)];
  const after = [...to.querySelectorAll(FIELD)];
  for (const field of before) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const twin = twinOf(field, before, after, fieldIdentity);
    if (!(twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement)) continue;
    if (field.value !== field.defaultValue) {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(twin), 'value')?.set?.call(twin, field.value);
      twin.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (field === focused) twin.focus();
  }
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
 * children at once), then stops the recording, carries over what was typed and the focus, and
 * clicks the twin of the button tapped meanwhile: the button alike (same identity) of the same rank
 * among those alike, if the app's page has one.
 */
export function replayEarlyTap(root: Element, slot = window as unknown as Slot): void {
  const prerendered = root.firstElementChild;
  if (!prerendered) return void takeTaps(slot);
  const replaced = new MutationObserver(() => {
    if (prerendered.isConnected) return;
    replaced.disconnect();
    const taps = takeTaps(slot);
    carryFields(prerendered, root, taps?.focused);
    const last = taps?.last;
    if (!last) return;
    const twin = twinOf(last.button, last.among, [...root.querySelectorAll(last.selector)], identity);
    if (twin instanceof HTMLElement) twin.click();
  });
  replaced.observe(root, { childList: true });
}
