import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown, FlashPrice, FlashProgress } from '@bazaar/design-system';

// The countdowns are given `now`, so every screenshot shows the same time left.
const NOW = 1_795_168_800;

const meta = {
  title: 'Design system/FlashPrice',
  component: FlashPrice,
  args: {
    status: 'live',
    price: '15.92',
    marketPrice: '19.90',
    label: 'Flash deal',
    countdown: <Countdown to={NOW + 3600 + 23 * 60 + 45} now={NOW} label="Ends in" />,
    note: 'Up to 2 per shopper',
    progress: <FlashProgress sold={12} total={20} label="12 sold" />,
  },
  decorators: [(Story) => <div style={{ marginInline: -16 }}>{Story()}</div>],
} satisfies Meta<typeof FlashPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live: the flash price charged now, the normal one struck through. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const band = within(canvasElement).getByRole('region', { name: 'Flash deal' });
    await expect(band).toHaveTextContent('19.90');
    await expect(within(band).getByRole('timer')).toHaveTextContent('Ends in 1 hour 24 minutes');
  },
};
export const EndingSoon: Story = {
  args: { countdown: <Countdown to={NOW + 2 * 60 + 5} now={NOW} label="Ends in" /> },
};
export const SoldOut: Story = {
  args: { progress: <FlashProgress sold={20} total={20} label="Sold out" />, note: 'Sold out at the flash price' },
};
/** Upcoming: the flash price to come; the normal price is still what is charged. */
export const Upcoming: Story = {
  args: {
    status: 'upcoming',
    note: 'Flash price from 14:00',
    progress: undefined,
    countdown: <Countdown to={NOW + 2 * 3600} now={NOW} label="Starts in" announce />,
  },
};
export const LongThai: Story = {
  args: {
    label: 'แฟลชดีล',
    note: 'จำกัด 2 ชิ้นต่อผู้ซื้อหนึ่งคน ในราคาแฟลชดีลเท่านั้น',
    countdown: <Countdown to={NOW + 3600 + 23 * 60 + 45} now={NOW} label="สิ้นสุดใน" />,
    progress: <FlashProgress sold={12} total={20} label="ขายแล้ว 12 ชิ้น" />,
  },
  globals: { lang: 'th' },
};
