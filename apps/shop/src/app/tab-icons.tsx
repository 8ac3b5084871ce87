import type { ReactNode } from 'react';
import type { ShopPageName } from '@bazaar/contract';

// The tab bar's five icons, drawn here: each is one small SVG of strokes in the tab's colour (currentColor), sized
// by the tab bar's icon font size. An icon package's components cost about 0.7 KB each of every page's first download.

/** A tab's icon: `shape` drawn in strokes on a 24 × 24 grid. */
function tabIcon(shape: ReactNode) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {shape}
    </svg>
  );
}

/** Each tab's icon, by the page it opens. */
export const TAB_ICONS: Readonly<Partial<Record<ShopPageName, ReactNode>>> = {
  // A house.
  home: tabIcon(<path d="M3.5 10.5 12 3.5l8.5 7v9.5a.5.5 0 0 1-.5.5h-5v-6H9v6H4a.5.5 0 0 1-.5-.5z" />),
  // A shop front under its awning.
  shopStreet: tabIcon(
    <path d="M4.5 11v9.5h15V11M3 9.5 5 4h14l2 5.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0M10 20.5V16h4v4.5" />,
  ),
  // A compass.
  explore: tabIcon(
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m15.5 8.5-2.2 4.8-4.8 2.2 2.2-4.8z" />
    </>,
  ),
  // A shopping bag.
  bag: tabIcon(<path d="M5 8h14l-1 12.5H6zM9 8V6.5a3 3 0 0 1 6 0V8" />),
  // A person.
  me: tabIcon(
    <>
      <circle cx="12" cy="8" r="3.8" />
      <path d="M4.5 20.5c.8-4 3.8-6.3 7.5-6.3s6.7 2.3 7.5 6.3" />
    </>,
  ),
};
