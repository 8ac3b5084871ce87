import type { UIEvent } from 'react';
import './snap-row.css';

/** The class of a row of full-width slides the browser scrolls itself with CSS scroll snapping (snap-row.css). */
export const SNAP_ROW = 'bz-snap-row';

/** The slide of a snap row most in view, from its scroll event; undefined while the row has no width. */
export function slideInView(event: UIEvent<HTMLElement>): number | undefined {
  const { scrollLeft, clientWidth } = event.currentTarget;
  return clientWidth > 0 ? Math.round(scrollLeft / clientWidth) : undefined;
}
