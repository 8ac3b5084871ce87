import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, withFeatureProviders } from '@bazaar/story-kit';
import { CheckoutScreen } from './checkout-screen';

const meta = {
  title: 'Features/Checkout/Checkout',
  component: CheckoutScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/checkout?cart_ids=1,3', path: '/checkout' } },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A shopper without an address yet: the preview has no address and the form asks for one. */
export const NoAddress: Story = {
  parameters: {
    feature: {
      url: '/checkout?cart_ids=1,3',
      path: '/checkout',
      routes: {
        'GET /user/address_list': () => [],
        'POST /order/preview': () => ({ ...fixtures.preview, address: null }),
      },
    },
  },
};
