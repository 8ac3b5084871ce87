import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopHeader, type ShopHeaderData, type ShopHeaderProps } from '@bazaar/design-system';

const svg = (w: number, h: number, color: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${color}"/></svg>`,
  );

const shop: ShopHeaderData = {
  name: 'Northwind Outdoor Co.',
  logo: svg(64, 64, '#2a7'),
  banner: svg(390, 120, '#9cd'),
  rating: 4.7,
  description: 'Tents, stoves and packs for every season. Shipped within 48 hours.',
};

function Controlled(props: ShopHeaderProps) {
  const [followed, setFollowed] = useState(props.followed ?? false);
  return (
    <ShopHeader
      {...props}
      followed={followed}
      onFollowChange={(f) => {
        setFollowed(f);
        props.onFollowChange?.(f);
      }}
    />
  );
}

const meta = {
  title: 'Design system/ShopHeader',
  component: ShopHeader,
  render: (args) => <Controlled {...args} />,
  args: {
    shop,
    onFollowChange: fn(),
    stats: [
      { label: 'Followers', value: '1.2k' },
      { label: 'Products', value: 86 },
      { label: 'Sold', value: '9.8k' },
    ],
  },
} satisfies Meta<typeof ShopHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Followed: Story = { args: { followed: true } };
export const WithoutFollow: Story = { args: { onFollowChange: undefined }, render: (args) => <ShopHeader {...args} /> };
export const Translated: Story = {
  args: {
    followText: '关注',
    followedText: '已关注',
    ratingLabel: '评分',
    shop: { ...shop, name: '北风户外', description: '帐篷、炉具和背包，48 小时内发货。' },
    stats: [
      { label: '粉丝', value: '1.2k' },
      { label: '商品', value: 86 },
      { label: '已售', value: '9.8k' },
    ],
  },
};
