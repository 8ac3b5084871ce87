import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { OrderStatus } from '@bazaar/contract';
import { fixtures } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { OrderInfoScreen } from './order-info-screen';

const path = '/orderInfo/:id?';
/** The detail of the fixture order in that status: each status shows its own actions and times. */
const of = (status: OrderStatus): Story => ({
  parameters: { feature: { path, url: `/orderInfo/${fixtures.orderOf(status).id}` } },
});

const meta = {
  title: 'Features/Orders/Order info',
  component: OrderInfoScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { path, url: `/orderInfo/${fixtures.orderOf('waiting_pay').id}` } },
} satisfies Meta<typeof OrderInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingPay: Story = {};

/** The delivery address of the order carries no address-book badge ("Default" stayed English in vi and ja). */
export const InVietnamese: Story = {
  globals: { lang: 'vi' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(fixtures.addresses[0]!.address, { exact: false });
    await expect(canvasElement.querySelector('.bz-address-card__badge')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/Default/);
  },
};
export const WaitingDeliver = of('waiting_deliver');
export const Delivered = of('delivered');
export const Received = of('received');
export const Completed = of('completed');
export const Cancelled = of('cancelled');
export const Refunding = of('refunding');
export const Refunded = of('refunded');
export const AfterSale = of('after_sale');
