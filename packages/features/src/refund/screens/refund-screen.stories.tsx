import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, withFeatureProviders } from '../../lib/storybook';
import { RefundScreen } from './refund-screen';

const order = fixtures.orderOf('received');
const refundUrl = `/refund/${order.id}/${order.order_sn}/${order.items.map((i) => i.product_id).join(',')}/${order.total}`;

const meta = {
  title: 'Features/Refund/Refund',
  component: RefundScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { path: '/refund/:id?/:sn?/:product_ids?/:amount?', url: refundUrl } },
} satisfies Meta<typeof RefundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opened without an order (e.g. a stale link): the screen says so and leads to the orders. */
export const NoOrder: Story = {
  parameters: { feature: { path: '/refund/:id?/:sn?/:product_ids?/:amount?', url: '/refund' } },
};
