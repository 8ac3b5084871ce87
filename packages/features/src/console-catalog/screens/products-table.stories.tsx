import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureRoutes } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { catalogRoutes } from '../stories/catalog-fixtures';
import { signedInAs, storyPaths } from '../stories/catalog-story';
import { ProductsScreen } from './products-screen';

const routes: FixtureRoutes = {
  ...catalogRoutes,
  'POST /admin/product/shelve': ({ body }) => ({
    products: (body as { ids: number[]; status: 'on' | 'off' }).ids.map((id) => ({ id, status: body.status })),
  }),
};

const meta = {
  title: 'Features/Console/Products table',
  component: ProductsScreen,
  decorators: [withFeatureProviders],
  beforeEach: signedInAs('admin'),
  args: { paths: storyPaths },
  parameters: { feature: { path: '/products', url: '/products', routes } },
  globals: { viewport: { value: 'desk1280', isRotated: false } },
} satisfies Meta<typeof ProductsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At a desk: the products as a table with its filters; the missing-translations filter stays above. */
export const Desk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await expect(canvas.getByRole('combobox', { name: 'Missing translations in' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'none');
  },
};

/** Selected products: put on or take off the shelf together. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Products' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const boxes = within(table).getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    await expect(canvas.getByRole('button', { name: 'Put on the shelf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Take off the shelf' })).toBeVisible();
  },
};

/** A merchant: no shop filter. */
export const DeskMerchant: Story = { beforeEach: signedInAs('merchant') };

/** On a phone the cards stay. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('article');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
