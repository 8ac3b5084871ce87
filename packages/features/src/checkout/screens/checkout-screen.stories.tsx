import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtures, withFeatureProviders, type FixtureRequest } from '@bazaar/story-kit';
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
