import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatRow } from '@bazaar/design-system';

const box = (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
    <rect x="4" y="6" width="16" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

const meta = {
  title: 'Design system/StatRow',
  component: StatRow,
  args: {
    items: [
      { key: 'waiting_pay', label: 'To pay', count: 2, icon: box, onClick: fn() },
      { key: 'waiting_deliver', label: 'To ship', count: 0, icon: box, onClick: fn() },
      { key: 'delivered', label: 'Shipped', count: 1, icon: box, onClick: fn() },
      { key: 'received', label: 'Received', count: 120, icon: box, onClick: fn() },
      { key: 'completed', label: 'Completed', icon: box, onClick: fn() },
    ],
  },
} satisfies Meta<typeof StatRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FiguresWithoutIcons: Story = {
  args: {
    columns: 3,
    items: [
      { key: 'fav', label: 'Favourites', count: 12 },
      { key: 'follow', label: 'Following', count: 3 },
      { key: 'unread', label: 'Unread', count: 0 },
    ],
  },
};
export const Translated: Story = {
  args: {
    items: [
      { key: 'a', label: 'รอชำระเงิน', count: 2, icon: box },
      { key: 'b', label: 'รอจัดส่ง', count: 1, icon: box },
      { key: 'c', label: 'จัดส่งแล้ว', icon: box },
    ],
  },
};
