import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyPage } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { MyPurchasesScreen } from './my-purchases-screen';

const path = '/myPurchases/:status?';

/** The "all" tab holds one order in every status; the other tabs filter by status. */
const meta = {
  title: 'Features/Orders/My purchases',
  component: MyPurchasesScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { path, url: '/myPurchases' } },
} satisfies Meta<typeof MyPurchasesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const WaitingPay: Story = { parameters: { feature: { path, url: '/myPurchases/waiting_pay' } } };

export const Delivered: Story = { parameters: { feature: { path, url: '/myPurchases/delivered' } } };

export const Empty: Story = {
  parameters: {
    feature: { path, url: '/myPurchases/after_sale', routes: { 'GET /user/order_list': emptyPage } },
  },
};
