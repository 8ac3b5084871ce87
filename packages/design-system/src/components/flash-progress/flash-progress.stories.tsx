import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlashProgress } from '@bazaar/design-system';

const meta = {
  title: 'Design system/FlashProgress',
  component: FlashProgress,
  args: { sold: 12, total: 20, label: '12 sold' },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof FlashProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Selling: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '12 sold' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
  },
};
export const JustStarted: Story = { args: { sold: 0, label: '0 sold' } };
export const AlmostGone: Story = { args: { sold: 19, label: 'Only 1 left' } };
export const SoldOut: Story = { args: { sold: 20, label: 'Sold out' } };
export const LongThai: Story = { args: { label: 'ขายแล้ว 12 ชิ้น เหลืออีกไม่มาก' } };
