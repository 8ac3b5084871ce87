import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyPage, expectNavigatedTo } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { FollowingFeed } from './following-feed';

const meta = {
  title: 'Features/Discovery/Following feed',
  component: FollowingFeed,
  decorators: [withFeatureProviders],
  tags: ['!autodocs'],
  parameters: { feature: { url: '/explore?tab=following', path: '/explore' } },
} satisfies Meta<typeof FollowingFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No followed shop yet: the way to the shops. */
export const Empty: Story = {
  parameters: { feature: { url: '/explore?tab=following', path: '/explore', routes: { 'GET /shop/feed': emptyPage } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/shops you follow show up here/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Find shops to follow' }));
    await expectNavigatedTo(canvasElement, '/shopStreet');
  },
};

/** A visitor is asked to sign in, and comes back here after. */
export const SignedOut: Story = {
  parameters: { feature: { url: '/explore?tab=following', path: '/explore', signedIn: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Sign in' }));
    await expectNavigatedTo(canvasElement, '/login');
  },
};
