import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { catalogRoutes } from '../stories/catalog-fixtures';
import { signedInAs, storyPaths } from '../stories/catalog-story';
import { ShopsScreen } from './shops-screen';

const meta = {
  title: 'Features/Console/Shops',
  component: ShopsScreen,
  decorators: [withFeatureProviders],
  beforeEach: signedInAs('admin'),
  args: { paths: storyPaths },
  parameters: { feature: { path: '/shops', url: '/shops', routes: catalogRoutes } },
} satisfies Meta<typeof ShopsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

/** A merchant sees its own shop, with no status tabs, search, new or delete. */
export const Merchant: Story = { beforeEach: signedInAs('merchant') };

/** "Missing translations in ไทย" lists the shops whose text still shows the source language in Thai. */
export const MissingInThai: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Missing translations in' }), 'th');
    const card = (await canvas.findByText(/^#\d+ · Alpha/)).closest('article')!;
    await expect(card).toHaveTextContent('Missing: Description');
  },
};

const desk = { viewport: { value: 'desk1280', isRotated: false } };

/** At a desk: the shops as a table, sorted by the server, each opening its editor. */
export const DeskAdmin: Story = {
  globals: desk,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Shops' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    await expect(within(table).getAllByRole('button', { name: 'Delete' }).length).toBeGreaterThan(0);
  },
};

/** A merchant's own shop at a desk: no filters, no delete. */
export const DeskMerchant: Story = {
  globals: desk,
  beforeEach: signedInAs('merchant'),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Shops' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    await expect(within(canvasElement).queryByRole('group', { name: 'Filters' })).toBeNull();
  },
};
