import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ShopStreetScreen } from './shop-street-screen';

const meta = {
  title: 'Features/Catalog/Shop street',
  component: ShopStreetScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/shopStreet' } },
} satisfies Meta<typeof ShopStreetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

let attempts = 0;
/** The first call fails as offline does (no answer at all); the retry gets the shops. */
const offlineOnce = ({ params }: { params: Record<string, unknown> }) => {
  attempts += 1;
  if (attempts === 1) throw new Error('Network Error');
  return {
    total: fixtures.shops.length,
    per_page: Number(params.limit ?? 10),
    current_page: 1,
    last_page: 1,
    data: fixtures.shops,
  };
};

/** A failed load is not an empty street ("No shops found."): it says so, with a retry. */
export const LoadFailed: Story = {
  parameters: { feature: { url: '/shopStreet', routes: { 'GET /shop/list': offlineOnce } } },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Could not load. Check your connection and try again.')).toBeVisible());
    await expect(canvas.queryByText('No shops found.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByText(fixtures.shops[0]!.name)).toBeVisible());
  },
};
