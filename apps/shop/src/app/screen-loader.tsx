import { Component as ReactComponent, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailed } from '@bazaar/features';
import { downloadOnce } from './download-once';

/**
 * A route's screen (or another part of a page in a chunk of its own), downloaded once whoever asks
 * first (the start-up preload or the router). React.lazy suspends on its first render even when the
 * chunk has already arrived, which would replace a prerendered page (scripts/prerender.mjs) with an
 * empty fallback for a moment: once loaded, the component is rendered directly instead. Each mount
 * keeps the kind it started with, so a page mounted through lazy is never remounted (keep-alive
 * keeps its state).
 *
 * A chunk that could not be downloaded (offline, a deploy that removed it) shows the page's
 * "could not load" state with a retry, and is asked for again once the device is back online,
 * never a blank page.
 */
export function screenLoader<Props extends object = object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = downloadOnce(() =>
    load().then((m) => {
      loaded = m.default;
      return m;
    }),
  );
  // React.lazy keeps a failed import's error for good: a retry makes a new one. One per loader until
  // then, as React renders a mount that failed again with fresh state (a new lazy would download again).
  const makeLazy = () => lazy(() => preload().then(() => ({ default: loaded! })));
  let lazyScreen = makeLazy();
  function Screen(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props>>(() => loaded ?? lazyScreen);
    const retry = () => {
      if (!loaded) lazyScreen = makeLazy();
      setComponent(() => loaded ?? lazyScreen);
    };
    return (
      <ChunkFailed onRetry={retry} attempt={Component}>
        <Component {...props} />
      </ChunkFailed>
    );
  }
  return { Screen, preload };
}

interface ChunkFailedProps {
  children: ReactNode;
  onRetry: () => void;
  /** Changes with each retry, which clears the failure. */
  attempt: unknown;
}

/** Catches a screen whose code did not download; anything else a screen throws goes on up. */
class ChunkFailed extends ReactComponent<ChunkFailedProps, { error?: unknown; attempt: unknown }> {
  override state: { error?: unknown; attempt: unknown } = { attempt: this.props.attempt };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: ChunkFailedProps, state: { attempt: unknown }) {
    return props.attempt === state.attempt ? null : { error: undefined, attempt: props.attempt };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isChunkError(error)) throw error;
    return <RetryWhenOnline onRetry={this.props.onRetry} />;
  }
}

function RetryWhenOnline({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return <LoadFailed onRetry={onRetry} />;
}

/** A failed dynamic import, as browsers word it (Chromium, Firefox, Safari) or Vite's preload helper. */
export function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|error loading dynamically imported|importing a module script failed|unable to preload css/i.test(
    message,
  );
}
