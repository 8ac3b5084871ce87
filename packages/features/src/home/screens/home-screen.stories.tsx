import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FixtureFailure, withFeatureProviders } from '@bazaar/story-kit';
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
