import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FixtureFailure, expectNavigatedTo } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { HomeScreen } from './home-screen';

const meta = {
  title: 'Features/Home/Home',
  component: HomeScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/home' } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Below the hot products, the live flash session's strip with its countdown (scrolled to for the screenshot). */
export const FlashDeals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('region', { name: 'Flash deals' }, { timeout: 5000 });
    await expect(within(strip).getByRole('timer')).toHaveTextContent('Ends in 1 hour 24 minutes');
    await waitFor(() => expect(within(strip).getAllByRole('listitem').length).toBeGreaterThan(0));
    strip.scrollIntoView({ block: 'start' });
  },
};

/** "See all" on the strip opens the flash page. */
export const FlashDealsSeeAll: Story = {
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('region', { name: 'Flash deals' }, { timeout: 5000 });
    await userEvent.click(within(strip).getByRole('button', { name: /See all/ }));
    await expectNavigatedTo(canvasElement, '/flash');
  },
};

/**
 * GET index/index is refused: the page says it could not load, with a retry, instead of looking
 * empty; the product feed still loads.
 */
export const HomeDataRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Could not load. Check your connection and try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
  parameters: {
    feature: {
      url: '/home',
      routes: {
        'GET /index/index': () => {
          throw new FixtureFailure('The service is busy, please try again later.');
        },
      },
    },
  },
};
