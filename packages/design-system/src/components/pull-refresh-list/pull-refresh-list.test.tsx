import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
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
  it('exports the spec constants', () => {
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
