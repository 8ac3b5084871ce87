import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LOAD_MORE_OFFSET, PULL_HEAD_HEIGHT, PullRefreshList } from '@bazaar/design-system';

// InfiniteScroll skips hidden elements (no offsetParent), and jsdom has no layout at all.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentNode;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

describe('PullRefreshList', () => {
  it('exports the product’s list constants', () => {
    expect(LOAD_MORE_OFFSET).toBe(300);
    expect(PULL_HEAD_HEIGHT).toBe(50);
  });

  it('shows the noMore text when finished', () => {
    render(
      <PullRefreshList finished noMoreText="No more items" onLoadMore={vi.fn(async () => {})}>
        <div>item 1</div>
      </PullRefreshList>,
    );
    expect(screen.getByText('No more items')).toBeInTheDocument();
  });

  it('shows empty when there are no items and it is not loading', () => {
    render(<PullRefreshList finished empty={<p>Nothing here</p>} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByText('No more')).toBeNull();
  });

  it('shows the failed state instead of empty when the list could not load', () => {
    render(<PullRefreshList empty={<p>Nothing here</p>} failed={<p>Could not load</p>} />);
    expect(screen.getByText('Could not load')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here')).toBeNull();
  });

  it('shows loading instead of empty while the first page loads', () => {
    render(<PullRefreshList loading loadingText="Loading…" empty={<p>Nothing here</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here')).toBeNull();
  });

  it('loads more when the end is near, but not while listLoading or finished', async () => {
    const onLoadMore = vi.fn(async () => {});
    const { rerender } = render(
      <PullRefreshList onLoadMore={onLoadMore} listLoading>
        <div>item</div>
      </PullRefreshList>,
    );
    // Without layout every rect is 0, so the footer always counts as within the offset.
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await new Promise((r) => setTimeout(r, 50));
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(
      <PullRefreshList onLoadMore={onLoadMore}>
        <div>item</div>
      </PullRefreshList>,
    );
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
    onLoadMore.mockClear();
    rerender(
      <PullRefreshList onLoadMore={onLoadMore} finished>
        <div>item</div>
      </PullRefreshList>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});

describe('PullRefreshList pull-to-refresh (touch)', () => {
  const touch = (clientY: number) => ({ touches: [{ clientY }] });
  const head = (container: HTMLElement) => container.querySelector<HTMLElement>('.bz-pull-refresh-list__head')!;
  /** Pulls the list's content down by `distance` px in steps, and lets go. */
  const pull = (container: HTMLElement, distance: number, release = true) => {
    const content = container.querySelector('.bz-pull-refresh-list__content')!;
    const target = content.querySelector('.bz-pull-refresh-list__body')!;
    fireEvent.touchStart(target, touch(100));
    for (let y = 10; y <= distance; y += 10) fireEvent.touchMove(target, touch(100 + y));
    if (release) fireEvent.touchEnd(target, { touches: [] });
  };

  it('opens the head as the finger pulls, with the pulling and release texts', () => {
    const { container } = render(
      <PullRefreshList onRefresh={vi.fn(async () => {})}>
        <div>item</div>
      </PullRefreshList>,
    );
    expect(head(container).style.height).toBe('0px');
    pull(container, 60, false);
    expect(parseFloat(head(container).style.height)).toBeGreaterThan(0);
    expect(head(container)).toHaveTextContent('Pull down to refresh');
    pull(container, 300, false);
    expect(head(container)).toHaveTextContent('Release to refresh');
  });

  it('refreshes when let go past the head height, and shows the complete text', async () => {
    let settle: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { container } = render(
      <PullRefreshList onRefresh={onRefresh}>
        <div>item</div>
      </PullRefreshList>,
    );
    pull(container, 300);
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(head(container)).toHaveTextContent('Refreshing...');
    expect(head(container).style.height).toBe(`${PULL_HEAD_HEIGHT}px`);
    // A second pull while refreshing starts nothing.
    pull(container, 300);
    expect(onRefresh).toHaveBeenCalledOnce();
    await act(async () => settle());
    expect(head(container)).toHaveTextContent('Refreshed');
    await waitFor(() => expect(head(container).style.height).toBe('0px'), { timeout: 2000 });
  });

  it('does not refresh on a short pull, on an upward drag, or with the page scrolled down', async () => {
    const onRefresh = vi.fn(async () => {});
    const { container } = render(
      <PullRefreshList onRefresh={onRefresh}>
        <div>item</div>
      </PullRefreshList>,
    );
    pull(container, 40);
    expect(head(container).style.height).toBe('0px');
    const body = container.querySelector('.bz-pull-refresh-list__body')!;
    fireEvent.touchStart(body, touch(400));
    for (let y = 390; y >= 100; y -= 10) fireEvent.touchMove(body, touch(y));
    fireEvent.touchEnd(body, { touches: [] });
    window.scrollY = 200;
    try {
      pull(container, 300);
    } finally {
      window.scrollY = 0;
    }
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('does not pull when disabled or without onRefresh', () => {
    const { container } = render(
      <PullRefreshList disabled onRefresh={vi.fn(async () => {})}>
        <div>item</div>
      </PullRefreshList>,
    );
    pull(container, 300, false);
    expect(head(container).style.height).toBe('0px');
  });
});
