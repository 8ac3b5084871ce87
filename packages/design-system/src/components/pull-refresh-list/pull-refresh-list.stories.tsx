import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProductCard, PullRefreshList, type PullRefreshListProps } from '@bazaar/design-system';
import { products } from '../../fixtures';

const meta = {
  title: 'Design system/PullRefreshList',
  component: PullRefreshList,
  args: {
    onRefresh: fn(async () => {}),
    onLoadMore: fn(async () => {}),
    empty: <p style={{ textAlign: 'center' }}>Nothing here yet</p>,
  },
} satisfies Meta<typeof PullRefreshList>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (n: number) =>
  products
    .slice(0, n)
    .map((p) => <ProductCard key={p.id} product={p} layout="row" lazy={false} style={{ marginBottom: 12 }} />);

/** Pulls a mouse's worth of pointer events down the list (it follows a mouse as well as a finger). */
async function pull(target: Element, distance: number, beforeRelease?: () => Promise<void>) {
  const { x, y } = target.getBoundingClientRect();
  const at = (dy: number) => ({
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    clientX: x + 40,
    clientY: y + 10 + dy,
  });
  target.dispatchEvent(new PointerEvent('pointerdown', { ...at(0), bubbles: true, buttons: 1 }));
  for (let dy = 10; dy <= distance; dy += 10) {
    target.dispatchEvent(new PointerEvent('pointermove', { ...at(dy), bubbles: true, cancelable: true, buttons: 1 }));
    await new Promise((r) => requestAnimationFrame(r));
  }
  await beforeRelease?.();
  target.dispatchEvent(new PointerEvent('pointerup', { ...at(distance), bubbles: true, buttons: 0 }));
}

/** Loads two more pages as the end comes near, then shows the no-more text; pull down to start over. */
export const Interactive: Story = {
  render: function Render(args: PullRefreshListProps) {
    const [count, setCount] = useState(3);
    const wait = () => new Promise((r) => setTimeout(r, 300));
    return (
      <PullRefreshList
        {...args}
        finished={count >= products.length}
        onRefresh={async () => {
          await args.onRefresh?.();
          await wait();
          setCount(3);
        }}
        onLoadMore={async () => {
          await args.onLoadMore?.();
          await wait();
          setCount((c) => Math.min(c + 3, products.length));
        }}
      >
        {items(count)}
      </PullRefreshList>
    );
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const rows = () => canvas.getAllByRole('heading', { level: 3 });
    await step('the end is within reach: pages load until there are no more', async () => {
      await waitFor(() => expect(canvas.getByText('No more')).toBeVisible(), { timeout: 5000 });
      await expect(rows()).toHaveLength(products.length);
      // 3 shown at first, then 3 + 3 + 2: two pages, and no call once finished.
      await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
      await expect(args.onRefresh).not.toHaveBeenCalled();
    });
    await step('a finger pulling down at the top keeps the page from scrolling', async () => {
      const row = rows()[0]!;
      const finger = (clientY: number) => [new Touch({ identifier: 1, target: row, clientX: 40, clientY })];
      row.dispatchEvent(new TouchEvent('touchstart', { touches: finger(100), bubbles: true, cancelable: true }));
      const move = new TouchEvent('touchmove', { touches: finger(160), bubbles: true, cancelable: true });
      row.dispatchEvent(move);
      await expect(move.defaultPrevented).toBe(true);
      await expect(canvas.getByText('Pull down to refresh')).toBeVisible();
      row.dispatchEvent(new TouchEvent('touchend', { touches: [], bubbles: true, cancelable: true }));
      const head = canvasElement.querySelector<HTMLElement>('.bz-pull-refresh-list__head')!;
      await waitFor(() => expect(head.getBoundingClientRect().height).toBe(0), { timeout: 5000 });
      await expect(args.onRefresh).not.toHaveBeenCalled();
    });
    await step('a short pull springs back without refreshing', async () => {
      await pull(rows()[0]!, 30);
      await new Promise((r) => setTimeout(r, 300));
      await expect(args.onRefresh).not.toHaveBeenCalled();
    });
    await step('a long pull offers release, releasing refreshes and the list starts over', async () => {
      await pull(rows()[0]!, 200, async () => {
        await expect(canvas.getByText('Release to refresh')).toBeVisible();
      });
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.getByText('Refreshing...')).toBeVisible());
      // Back to the first page, which is short, so the next pages load again.
      await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(4), { timeout: 5000 });
      await waitFor(() => expect(canvas.getByText('No more')).toBeVisible());
      // The head closes after the "Refreshed" pause; wait so the screenshot sees the list at rest.
      const head = canvasElement.querySelector<HTMLElement>('.bz-pull-refresh-list__head')!;
      await waitFor(() => expect(head.getBoundingClientRect().height).toBe(0), { timeout: 5000 });
    });
  },
};
export const FirstPageLoading: Story = { args: { loading: true } };
export const LoadingMore: Story = { args: { listLoading: true, children: items(2) } };
export const Finished: Story = { args: { finished: true, children: items(3) } };
export const Empty: Story = { args: { finished: true } };
export const Disabled: Story = { args: { disabled: true, children: items(2) } };
export const Translated: Story = {
  args: {
    finished: true,
    children: items(2),
    noMoreText: '没有更多了',
    pullingText: '下拉刷新',
    canReleaseText: '释放立即刷新',
    refreshingText: '加载中...',
    loadingText: '加载中',
  },
};
