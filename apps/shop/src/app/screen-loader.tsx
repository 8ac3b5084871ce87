import { lazy, useState, type ComponentType } from 'react';

/**
 * A route's screen (or another part of a page in a chunk of its own), downloaded once whoever asks
 * first (the start-up preload or the router). React.lazy suspends on its first render even when the
 * chunk has already arrived, which would replace a prerendered page (scripts/prerender.mjs) with an
 * empty fallback for a moment: once loaded, the component is rendered directly instead. Each mount
 * keeps the kind it started with, so a page mounted through lazy is never remounted (keep-alive
 * keeps its state).
 */
export function screenLoader<Props extends object = object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Screen(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Screen, preload };
}
