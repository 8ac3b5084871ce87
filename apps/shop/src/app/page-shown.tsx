import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { progress } from './progress';

/**
 * Ends the navigation's progress bar (trackNavigations starts it) once the page is on screen:
 * placed beside the page in its Suspense boundary, it commits only together with the page.
 */
export function PageShown() {
  const { key } = useLocation();
  useLayoutEffect(() => progress.done(), [key]);
  return null;
}
