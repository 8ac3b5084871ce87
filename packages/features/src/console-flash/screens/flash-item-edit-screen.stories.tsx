import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNavigatedTo, expectToast, fill } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { withConsoleSession } from '../../console-kit/stories/console-story';
import { flashPaths, flashRoutes } from '../stories/fixtures';
import { FlashItemEditScreen } from './flash-item-edit-screen';

/** An item of a session at /flash/:id/items/:itemId, and a new one at /flash/:id/items/new. */
const meta = {
  title: 'Features/Console/Flash item editor',
  component: FlashItemEditScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { paths: flashPaths },
  parameters: { feature: { path: '/flash/:id/items/:itemId', url: '/flash/2/items/new', routes: flashRoutes() } },
} satisfies Meta<typeof FlashItemEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (url: string, role: 'admin' | 'merchant' = 'admin') => ({
  consoleRole: role,
  feature: { path: '/flash/:id/items/:itemId', url, routes: flashRoutes(role) },
});

const choose = async (canvasElement: HTMLElement, label: string, option: string) => {
  const select = await within(canvasElement).findByRole('combobox', { name: label });
  await waitFor(() => expect(within(select).getByRole('option', { name: option })).toBeInTheDocument());
  await userEvent.selectOptions(select, within(select).getByRole('option', { name: option }));
};

/** Chooses a product without specs, waits for its 30-day low, types a price and 10 units, and saves. */
const saveItem = async (canvasElement: HTMLElement, product: string, low: string, price: string) => {
  await choose(canvasElement, 'Product', product);
  await within(canvasElement).findByText(`30-day low ${low}`);
  await fill(canvasElement, 'Flash price', price);
  await fill(canvasElement, 'Units offered', '10');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
};

/** A product with specs: its SKUs to choose from, then the SKU's 30-day low beside the flash price. */
export const NewWithSku: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Product', '#1 · Wireless noise-cancelling headphones');
    await choose(canvasElement, 'SKU', 'Black / Pro · $149.00 · 12 in stock');
    await expect(await canvas.findByText('30-day low $134.10')).toBeVisible();
    await expect(canvas.getByText('12 in stock')).toBeVisible();
  },
};

/** A flash price not under the 30-day low is refused here, naming the low; nothing is sent. */
export const PriceNotUnderLow: Story = {
  play: async ({ canvasElement }) => {
    await saveItem(canvasElement, '#3 · Stainless steel electric kettle 1.7 L', '$29.25', '29.25');
    await expect(
      await within(canvasElement).findByText('The flash price must be below the 30-day low ($29.25)'),
    ).toBeVisible();
  },
};

/** A merchant adds its own product under the low; saved, it goes back to the session's items. */
export const MerchantSaves: Story = {
  parameters: at('/flash/2/items/new', 'merchant'),
  play: async ({ canvasElement }) => {
    await saveItem(canvasElement, '#4 · Linen bedding set, queen size', '$67.41', '59.90');
    await expectToast(canvasElement, 'Saved');
    await expectNavigatedTo(canvasElement, '/flash/2');
  },
};

/** A stored item, as it was saved, its SKU's low beside its price. */
export const Edit: Story = {
  parameters: at('/flash/2/items/201'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Flash price', { selector: 'input' })).toHaveValue('103.20');
    await expect(await canvas.findByText('30-day low $116.10')).toBeVisible();
  },
};

/** An item of the live session can no longer change: the screen says why. */
export const Started: Story = {
  parameters: at('/flash/1/items/101'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This session has started/)).toBeVisible();
  },
};
