import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlashItemCard, type FlashItemCardData } from '@bazaar/design-system';

const picture = (label: string, background: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="${background}"/>` +
      `<text x="100" y="115" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  );

const item: FlashItemCardData = {
  id: 1,
  title: 'Wireless earbuds with charging case',
  image: picture('Earbuds', '#264653'),
  flashPrice: '15.92',
  price: '19.90',
  sold: 12,
  stock: 20,
};

const meta = {
  title: 'Design system/FlashItemCard',
  component: FlashItemCard,
  args: { item, progressLabel: '12 sold', soldOutLabel: 'Sold out', lazy: false },
  decorators: [(Story) => <div style={{ width: 150 }}>{Story()}</div>],
} satisfies Meta<typeof FlashItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const wide = [(Story: () => ReactNode) => <div style={{ width: 358 }}>{Story()}</div>];

/** In a strip: the whole tile opens the product. */
export const Tile: Story = {
  args: { onClick: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledWith(item);
  },
};
export const TileSoldOut: Story = { args: { item: { ...item, sold: 20 }, progressLabel: 'Sold out' } };
/** On the flash page: a row with its buy button. */
export const Row: Story = {
  args: {
    layout: 'row',
    action: (
      <Button size="small" color="primary" shape="rounded">
        Buy now
      </Button>
    ),
  },
  decorators: wide,
};
export const RowSoldOut: Story = {
  args: {
    layout: 'row',
    item: { ...item, sold: 20 },
    progressLabel: 'Sold out',
    action: (
      <Button size="small" shape="rounded" disabled>
        Sold out
      </Button>
    ),
  },
  decorators: wide,
};
export const LongThai: Story = {
  args: {
    layout: 'row',
    item: { ...item, title: 'หูฟังไร้สายพร้อมเคสชาร์จ ตัดเสียงรบกวน แบตเตอรี่ใช้งานได้ยาวนานตลอดวัน' },
    progressLabel: 'ขายแล้ว 12 ชิ้น',
    action: (
      <Button size="small" color="primary" shape="rounded">
        ซื้อเลย
      </Button>
    ),
  },
  decorators: wide,
};
