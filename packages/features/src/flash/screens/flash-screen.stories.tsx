import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNavigatedTo, withFeatureProviders } from '@bazaar/story-kit';
import { FlashScreen } from './flash-screen';

// The harness's clock stands at the fixtures' NOW: the live session has 1 h 23 min 45 s left in every screenshot.
const meta = {
  title: 'Features/Flash/Flash deals',
  component: FlashScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/flash', path: '/flash' } },
} satisfies Meta<typeof FlashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live session first: its items with "Buy now", the sold-out one disabled. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('Ends in 1 hour 24 minutes'));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Buy now' }).length).toBeGreaterThan(0));
    await expect(canvas.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  },
};
/** "Buy now" opens the product, where the flash price is charged. */
export const BuyOpensProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Buy now' }).length).toBeGreaterThan(0));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Buy now' })[0]!);
    await expectNavigatedTo(canvasElement, '/detail/1');
  },
};
/** A session to come: the time to its start, and "View" instead of "Buy now" (the normal price is charged until then). */
export const Upcoming: Story = {
  parameters: { feature: { url: '/flash?session=2', path: '/flash' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('Starts in 2 hours'));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'View' }).length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('button', { name: 'Buy now' })).toBeNull();
  },
};
export const NoSessions: Story = {
  parameters: { feature: { url: '/flash', path: '/flash', routes: { 'GET /flash/sessions': () => [] } } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('No flash deals right now. Come back soon.')).toBeVisible(),
    );
  },
};
export const Thai: Story = { globals: { lang: 'th' } };
