import { lazy, useState, type ComponentType } from 'react';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * A route's screen, downloaded once whoever asks first (the start-up preload or the router).
 * React.lazy suspends on its first render even when the chunk has already arrived, which would
 * replace a prerendered page (scripts/prerender.mjs) with an empty fallback for a moment: once
 * loaded, the screen is rendered directly instead. Each mount keeps the kind it started with, so
 * a page mounted through lazy is never remounted (keep-alive keeps its state).
 */
export function screenLoader(load: Load) {
  let loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Screen() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Screen, preload };
}
