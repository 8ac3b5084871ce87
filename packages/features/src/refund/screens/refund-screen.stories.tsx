import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Order } from '@bazaar/contract';
import { expectNavigatedTo, expectToast, fill, fixtures } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { RefundScreen } from './refund-screen';

const PATH = '/refund/:id?/:sn?/:product_ids?/:amount?';
const urlOf = (order: Order) =>
  `/refund/${order.id}/${order.order_sn}/${order.items.map((i) => i.product_id).join(',')}/${order.total}`;
const received = fixtures.orderOf('received');
const unshipped = fixtures.orderOf('waiting_deliver');

const meta = {
  title: 'Features/Refund/Refund',
  component: RefundScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { path: PATH, url: urlOf(received) } },
} satisfies Meta<typeof RefundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Goods received: the items refunded, both types and statuses, any amount up to what is left, with proof. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(received.items[0]!.title)).toBeVisible());
    await expect(canvas.getByText('Refund and return')).toBeVisible();
    await expect(canvas.getByText('$', { selector: '.bz-refund-form__symbol' })).toBeVisible();
  },
};

/**
 * Not shipped yet: the items refunded, refund only, not received, the amount of the whole items
 * (read-only, with its currency), the picture optional.
 */
export const NotShipped: Story = {
  parameters: { feature: { path: PATH, url: urlOf(unshipped) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(unshipped.items[0]!.title)).toBeVisible());
    await expect(canvas.queryByText('Refund and return')).toBeNull();
    await expect(canvas.queryByText('Received')).toBeNull();
    const amount = canvas.getByLabelText('Refund amount');
    await expect(amount).toHaveValue(unshipped.total);
    await expect(amount).toHaveAttribute('readonly');
    await expect(canvas.getByText('$', { selector: '.bz-refund-form__symbol' })).toBeVisible();
  },
};

/** Not shipped and no longer needed: the request goes without a picture. */
export const NotShippedWithoutPicture: Story = {
  parameters: { feature: { path: PATH, url: urlOf(unshipped) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(unshipped.items[0]!.title)).toBeVisible());
    await userEvent.click(canvas.getByText('Changed my mind'));
    await fill(canvasElement, 'Explanation', 'No longer needed');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectToast(canvasElement, 'Refund requested');
    await expectNavigatedTo(canvasElement, `/orderInfo/${unshipped.id}`);
  },
};

/** Opened without an order (e.g. a stale link): the screen says so and leads to the orders. */
export const NoOrder: Story = {
  parameters: { feature: { path: PATH, url: '/refund' } },
};
