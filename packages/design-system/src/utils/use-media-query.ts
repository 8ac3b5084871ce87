import { useSyncExternalStore } from 'react';

/** The width from which the console lays out for a desk: side navigation and tables. */
export const DESK_MEDIA_QUERY = '(min-width: 1024px)';

/**
 * Whether a CSS media query matches, following changes (a window resized or a phone turned).
 * False where there is no `matchMedia` (server rendering, old test environments).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Whether the window is desk-wide (DESK_MEDIA_QUERY). */
export const useDeskWidth = (): boolean => useMediaQuery(DESK_MEDIA_QUERY);
