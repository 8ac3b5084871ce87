import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page, type FixtureRoutes } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { catalogRoutes, shops } from '../stories/catalog-fixtures';
import { signedInAs, storyPaths } from '../stories/catalog-story';
import { ProductsScreen } from './products-screen';

const meta = {
  title: 'Features/Console/Products',
  component: ProductsScreen,
  decorators: [withFeatureProviders],
  beforeEach: signedInAs('admin'),
  args: { paths: storyPaths },
  parameters: { feature: { path: '/products', url: '/products', routes: catalogRoutes } },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

/** 120 shops: more than the chooser lists at once, so it offers a search by name or id. */
const manyShops = Array.from({ length: 120 }, (_, i) => ({ ...shops[0]!, id: 120 - i, name: `Shop ${120 - i}` }));
const manyShopRoutes: FixtureRoutes = {
  ...catalogRoutes,
  'GET /admin/shop/list': ({ params }) =>
    page(
      manyShops.filter((s) => !params.keyword || s.name.includes(String(params.keyword))),
      params,
    ),
  'GET /admin/shop/detail': ({ params }) => manyShops.find((s) => s.id === Number(params.id)),
};
export const ManyShops: Story = {
  parameters: { feature: { routes: manyShopRoutes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shop = await canvas.findByRole('combobox', { name: 'Shop' });
    await waitFor(() => expect(within(shop).getAllByRole('option')).toHaveLength(51));
    await expect(within(shop).queryByRole('option', { name: 'Shop 7' })).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Shop name or id' }), 'Shop 7');
    await waitFor(() => expect(within(shop).getByRole('option', { name: 'Shop 7' })).toBeInTheDocument());
    await userEvent.selectOptions(shop, 'Shop 7');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Shop name or id' }));
    // The chosen shop stays chosen, and listed, when the search no longer holds it.
    await waitFor(() => expect(within(shop).getAllByRole('option')).toHaveLength(52));
    await expect(shop).toHaveValue('7');
  },
};

/** A merchant has no shop filter. */
export const Merchant: Story = { beforeEach: signedInAs('merchant') };

/** "Missing translations in ไทย" lists the products still showing source text in Thai, with what is missing. */
export const MissingInThai: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Missing translations in' }), 'th');
    const card = (await canvas.findByText('#41 · Moonbeam desk lamp')).closest('article')!;
    await expect(card).toHaveTextContent('Missing: Description, Spec');
  },
};
