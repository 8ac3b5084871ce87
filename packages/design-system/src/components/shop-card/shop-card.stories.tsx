import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopCard, type ShopCardProps } from '@bazaar/design-system';
import { shops } from '../../fixtures';

const meta = {
  title: 'Design system/ShopCard',
  component: ShopCard,
  args: { shop: shops[0]!, onClick: fn(), onFollowChange: fn() },
} satisfies Meta<typeof ShopCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Followed: Story = { args: { shop: shops[1]! } };
export const WithBanner: Story = { args: { showBanner: true } };
export const LongNameNoLogo: Story = { args: { shop: shops[2]! } };
export const WithoutFollow: Story = { args: { onFollowChange: undefined } };
export const Translated: Story = {
  args: { soldLabel: '件已售', ratingLabel: '评分', followText: '关注', followingText: '已关注' },
};
/** Toggle follow: the app owns the state and passes it back in. */
export const Interactive: Story = {
  render: function Render(args: ShopCardProps) {
    const [followed, setFollowed] = useState(false);
    return <ShopCard {...args} shop={{ ...args.shop, followed }} onFollowChange={(_, next) => setFollowed(next)} />;
  },
};
