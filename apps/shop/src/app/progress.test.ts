import NProgress from 'nprogress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progress, trackNavigations } from './progress';

afterEach(() => progress.done());

describe('trackNavigations', () => {
  it('starts the bar when the URL changes by push, replace or the back and forward buttons', () => {
    const start = vi.spyOn(NProgress, 'start');
    trackNavigations(window);

    window.history.pushState(null, '', '/explore');
    expect(start).toHaveBeenCalledTimes(1);
    // The same address with other state is no navigation.
    window.history.replaceState({ scroll: 1 }, '', '/explore');
    expect(start).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/bag');
    expect(start).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(start).toHaveBeenCalledTimes(3);
    expect(window.location.pathname).toBe('/bag');
  });

  it('ends a bar that no page ever ended after ten seconds', () => {
    vi.useFakeTimers();
    const done = vi.spyOn(NProgress, 'done');
    progress.start();
    vi.advanceTimersByTime(9_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
