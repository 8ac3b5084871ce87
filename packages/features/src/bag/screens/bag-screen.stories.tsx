import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, fixtures, tapWhenReady } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { BagScreen } from './bag-screen';

const meta = {
  title: 'Features/Bag/Bag',
  component: BagScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/bag' } },
} satisfies Meta<typeof BagScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each line has a visible delete; a quantity typed above the stock says how many are left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = fixtures.cart.shops[0]!.items[0]!;
    const quantity = (await canvas.findAllByRole('spinbutton', { name: 'Quantity' }))[0]!;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '999{Enter}');
    await expectToast(canvasElement, `Only ${line.stock} left in stock, so the quantity is ${line.stock}`);
    await tapWhenReady(canvas.getByRole('button', { name: `Delete ${line.title}` }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Remove this item from your bag?')).toBeVisible());
    await tapWhenReady(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByText('Remove this item from your bag?')).toBeNull());
  },
};

export const Empty: Story = {
  parameters: { feature: { url: '/bag', routes: { 'GET /cart/list': () => fixtures.emptyCart } } },
};
