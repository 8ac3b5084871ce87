import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNavigatedTo, fixtures } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
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
/** A session to come: the time to its start, "Remind me", and "View" instead of "Buy now" (the normal price is charged until then). */
export const Upcoming: Story = {
  parameters: { feature: { url: '/flash?session=2', path: '/flash' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('Starts in 2 hours'));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'View' }).length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('button', { name: 'Buy now' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remind me' })).toHaveAttribute('aria-pressed', 'false');
  },
};
/** "Remind me" asks to be told when the session starts and then reads "Reminder set"; a second tap takes it back. */
export const RemindMe: Story = {
  parameters: { feature: { url: '/flash?session=2', path: '/flash' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remind me' }));
    await expect(await canvas.findByRole('button', { name: 'Reminder set' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await screen.findByText('We’ll remind you when it starts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reminder set' }));
    await expect(await canvas.findByRole('button', { name: 'Remind me' })).toHaveAttribute('aria-pressed', 'false');
    await expect(await screen.findByText('Reminder cancelled')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Reminder cancelled')).toBeNull(), { timeout: 5000 });
  },
};
/** A session the shopper asked about: "Reminder set". */
export const ReminderSet: Story = {
  parameters: {
    feature: {
      url: '/flash?session=3',
      path: '/flash',
      routes: {
        'GET /flash/sessions': () => fixtures.flashSessions.map((s) => ({ ...s, reminded: s.id === 3 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reminder set' })).toBeVisible();
  },
};
/** A visitor tapping "Remind me" is sent to sign in, and comes back to this session. */
export const RemindMeSignedOut: Story = {
  parameters: { feature: { url: '/flash?session=2', path: '/flash', signedIn: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remind me' }));
    await expectNavigatedTo(canvasElement, '/login?path=%2Fflash%3Fsession%3D2');
    await expect(await screen.findByText('Please login first')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Please login first')).toBeNull(), { timeout: 5000 });
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
