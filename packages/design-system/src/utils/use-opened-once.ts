import { useState } from 'react';

/**
 * Whether an overlay loaded at its first opening (a sheet, a photo viewer: `lazy` parts with
 * antd-mobile's spring and gesture code) should be mounted: false until `open` is first true,
 * then true for good, so the overlay can also animate its closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render (React's pattern for state derived from a prop): the overlay mounts in the
  // same render that opens it.
  if (open && !opened) setOpened(true);
  return opened || open;
}
