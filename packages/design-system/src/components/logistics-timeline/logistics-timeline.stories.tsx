import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogisticsTimeline } from '@bazaar/design-system';

const t0 = 1_780_000_000;
const meta = {
  title: 'Design system/LogisticsTimeline',
  component: LogisticsTimeline,
  args: {
    lines: [
      { time: t0, text: 'Shipped by Harbour Coffee Co. with SF Express, 123456789' },
      { time: t0 + 3600 * 5, text: 'Arrived at the sorting centre in Bangkok' },
      { time: t0 + 3600 * 20, text: 'Out for delivery' },
    ],
  },
} satisfies Meta<typeof LogisticsTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneLine: Story = { args: { lines: [{ time: t0, text: 'Order paid, waiting for the shop to ship' }] } };
export const Empty: Story = { args: { lines: [], emptyText: 'No tracking information yet' } };
export const Translated: Story = { args: { lines: [{ time: t0, text: '已发货，顺丰速运 123456789' }] } };
