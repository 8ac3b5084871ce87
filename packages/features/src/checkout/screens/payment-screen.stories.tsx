import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { PaymentScreen } from './payment-screen';

const meta = {
  title: 'Features/Checkout/Payment',
  component: PaymentScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: `/payment?pay_sn=${fixtures.orderOf('waiting_pay').pay_sn}`, path: '/payment' } },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Paying one unpaid order from its detail page. */
export const OneOrder: Story = {
  parameters: { feature: { url: `/payment?order_id=${fixtures.orderOf('waiting_pay').id}`, path: '/payment' } },
};

/** The balance does not cover the amount: the screen leads to a top-up. */
export const LowBalance: Story = {
  parameters: {
    feature: {
      url: `/payment?order_id=${fixtures.orderOf('waiting_pay').id}`,
      path: '/payment',
      routes: { 'GET /user/getUserInfo': () => ({ ...fixtures.user, money: '12.00' }) },
    },
  },
};
