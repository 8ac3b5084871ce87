import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FixtureFailure, fixtures, type FixtureRequest } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
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

/** The best combination applied: the first shop's voucher, the platform's and shipping, with what each saves. */
export const WithVouchers: Story = {
  parameters: {
    feature: {
      url: '/checkout?cart_ids=1,3',
      path: '/checkout',
      routes: {
        'POST /order/preview': ({ body }: FixtureRequest) => {
          const chosen = body.vouchers as { shop?: Record<string, number>; platform?: number } | undefined;
          const best = { shop: { [String(fixtures.preview.groups[0]!.shop.id)]: 100 }, platform: 101, shipping: 102 };
          if (!chosen?.platform) return { ...fixtures.preview, vouchers: { applied: {}, best, unusable: [] } };
          const [first, second] = fixtures.preview.groups;
          return {
            ...fixtures.preview,
            groups: [
              { ...first!, shop_discount: '5.00', shipping_discount: '4.99' },
              { ...second!, shop_discount: '0.00', shipping_discount: '0.00' },
            ],
            platform_discount: '8.00',
            discount: '17.99',
            total: '153.80',
            vouchers: { applied: best, best, unusable: [] },
          };
        },
      },
    },
  },
};

/**
 * A flash sale's limit: more units than are left at the flash price for this shopper is refused, never charged the
 * normal price. The shop toasts the server's reason as it does every refusal (its client's `onError`, which the
 * story harness leaves out), and the checkout sends the lines back to the bag.
 */
export const FlashLimitRefused: Story = {
  parameters: {
    feature: {
      url: '/checkout?items=%5B%7B%22product_id%22%3A1%2C%22sku_id%22%3A11%2C%22quantity%22%3A3%7D%5D',
      path: '/checkout',
      routes: {
        'POST /order/preview': () => {
          throw new FixtureFailure('Only 1 left at the flash price for you.');
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Back to bag' })).toBeVisible());
  },
};
