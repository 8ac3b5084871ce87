import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

/** Loads two more pages on scroll, then shows the no-more text; pull down to start over. */
export const Interactive: Story = {
  render: function Render(args: PullRefreshListProps) {
    const [count, setCount] = useState(3);
    const wait = () => new Promise((r) => setTimeout(r, 600));
    return (
      <PullRefreshList
        {...args}
        finished={count >= products.length}
        onRefresh={async () => {
          await wait();
          setCount(3);
        }}
        onLoadMore={async () => {
          await wait();
          setCount((c) => Math.min(c + 3, products.length));
        }}
      >
        {items(count)}
      </PullRefreshList>
    );
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
