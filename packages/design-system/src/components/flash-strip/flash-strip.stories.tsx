import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Countdown, FlashStrip, type FlashItemCardData } from '@bazaar/design-system';

// The countdowns are given `now`, so every screenshot shows the same time left.
const NOW = 1_795_168_800;

const picture = (label: string, background: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="${background}"/>` +
      `<text x="100" y="115" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  );

const items: FlashItemCardData[] = [
  {
    id: 1,
    title: 'Wireless earbuds',
    image: picture('Earbuds', '#264653'),
    flashPrice: '15.92',
    price: '19.90',
    sold: 12,
    stock: 20,
  },
  {
    id: 2,
    title: 'Trail running shoes',
    image: picture('Shoes', '#2a9d8f'),
    flashPrice: '47.20',
    price: '59.00',
    sold: 20,
    stock: 20,
  },
  {
    id: 3,
    title: 'Ceramic pour-over set',
    image: picture('Coffee', '#e76f51'),
    flashPrice: '23.92',
    price: '29.90',
    sold: 3,
    stock: 20,
  },
  {
    id: 4,
    title: 'Camping lantern',
    image: picture('Lantern', '#f4a261'),
    flashPrice: '11.92',
    price: '14.90',
    sold: 0,
    stock: 20,
  },
];

const soldLabel = (item: FlashItemCardData) => (item.sold >= item.stock ? 'Sold out' : `${item.sold} sold`);

const meta = {
  title: 'Design system/FlashStrip',
  component: FlashStrip,
  args: {
    title: 'Flash deals',
    countdown: <Countdown to={NOW + 2 * 3600 + 5 * 60 + 30} now={NOW} label="Ends in" />,
    items,
    progressLabel: soldLabel,
    soldOutLabel: 'Sold out',
    moreText: 'See all',
    onMore: fn(),
    onItemClick: fn(),
  },
  decorators: [(Story) => <div style={{ marginInline: -16 }}>{Story()}</div>],
} satisfies Meta<typeof FlashStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The live flash session on the home page: a tile opens its product, "See all" the flash page. */
export const Live: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Flash deals' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: /See all/ }));
    await expect(args.onMore).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('heading', { name: 'Wireless earbuds' }));
    await expect(args.onItemClick).toHaveBeenCalledWith(items[0]);
    // The screenshot shows the strip at rest, not the tapped tile's focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
export const EndingSoon: Story = {
  args: { countdown: <Countdown to={NOW + 3 * 60 + 12} now={NOW} label="Ends in" /> },
};
export const AllSoldOut: Story = {
  args: { items: items.map((item) => ({ ...item, sold: item.stock })) },
};
export const WithoutSeeAll: Story = { args: { onMore: undefined } };
export const LongThai: Story = {
  args: {
    title: 'แฟลชดีลสุดคุ้มประจำวัน',
    countdown: <Countdown to={NOW + 2 * 3600 + 5 * 60 + 30} now={NOW} label="สิ้นสุดใน" />,
    moreText: 'ดูทั้งหมด',
    soldOutLabel: 'ขายหมดแล้ว',
    items: items.map((item) => ({ ...item, title: `${item.title} รุ่นพิเศษสำหรับแฟลชดีล` })),
    progressLabel: (item) => (item.sold >= item.stock ? 'ขายหมดแล้ว' : `ขายแล้ว ${item.sold} ชิ้น`),
  },
  globals: { lang: 'th' },
};
