import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderStatusTabs } from '@bazaar/design-system';

const tabs = [
  { key: 'all', title: 'All' },
  { key: 'waiting_pay', title: 'To pay', count: 2 },
  { key: 'waiting_deliver', title: 'To ship', count: 1 },
  { key: 'delivered', title: 'Delivered', count: 0 },
  { key: 'received', title: 'Received' },
  { key: 'completed', title: 'Completed', count: 120 },
  { key: 'cancelled', title: 'Cancelled' },
  { key: 'refunding', title: 'Refunding' },
  { key: 'refunded', title: 'Refunded' },
  { key: 'after_sale', title: 'After-sale' },
];

const meta = {
  title: 'Design system/OrderStatusTabs',
  component: OrderStatusTabs,
  args: { tabs, activeKey: 'all', onChange: fn() },
} satisfies Meta<typeof OrderStatusTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const WaitingPay: Story = { args: { activeKey: 'waiting_pay' } };
export const Translated: Story = {
  args: { tabs: tabs.map((t, i) => ({ ...t, title: ['全部', '待付款', '待发货', '待收货', '已收货'][i] ?? t.title })) },
};
