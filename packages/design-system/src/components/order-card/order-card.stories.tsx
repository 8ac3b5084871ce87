import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderCard, type OrderCardData } from '@bazaar/design-system';
import { svgImage } from '../../fixtures';

const order: OrderCardData = {
  id: 7,
  shop: { id: 1, name: 'Harbour Coffee Co.', logo: svgImage(3, 'H') },
  items: [
    {
      product_id: 1,
      title: 'Ceramic pour-over coffee set',
      image: svgImage(1),
      spec: 'White',
      price: '24.00',
      quantity: 1,
    },
    { product_id: 2, title: 'Organic green tea, 100 bags', image: svgImage(5), spec: '', price: '8.50', quantity: 3 },
  ],
  total: '54.50',
};

const meta = {
  title: 'Design system/OrderCard',
  component: OrderCard,
  args: { order, statusText: 'Waiting for payment', totalLabel: '4 items, total', onClick: fn() },
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingPay: Story = {
  args: {
    actions: [
      { key: 'cancel', text: 'Cancel order', onClick: fn() },
      { key: 'pay', text: 'Pay now', onClick: fn(), primary: true },
    ],
  },
};
export const Delivered: Story = {
  args: {
    statusText: 'Shipped',
    actions: [
      { key: 'logistics', text: 'Logistics', onClick: fn() },
      { key: 'confirm', text: 'Confirm received', onClick: fn(), primary: true },
    ],
  },
};
export const NoActions: Story = { args: { statusText: 'Cancelled' } };
export const Translated: Story = {
  args: {
    statusText: '待付款',
    totalLabel: '共 4 件 合计',
    actions: [{ key: 'pay', text: '立即付款', onClick: fn(), primary: true }],
  },
};
