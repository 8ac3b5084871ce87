import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShopCard, type ShopCardProps } from '@bazaar/design-system';
import { shops } from '../../fixtures';

const meta = {
  title: 'Design system/ShopCard',
  component: ShopCard,
  args: { shop: shops[0]!, onClick: fn(), onFollowChange: fn() },
} satisfies Meta<typeof ShopCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The name opens the shop and is a 44 px touch target of its own (its ::after stretches over the card). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const name = within(canvasElement).getByRole('button', { name: args.shop.name });
    await expect(name.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(name);
    await expect(args.onClick).toHaveBeenCalledWith(args.shop);
  },
};
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow', pressed: false }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Following', pressed: true })).toBeVisible());
    // The follow button sits above the stretched name: following does not open the shop.
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Following' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Follow', pressed: false })).toBeVisible());
  },
};
