import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { withConsoleSession } from '../../console-kit/stories/console-story';
import { flashPaths, flashRoutes } from '../stories/fixtures';
import { FlashSessionsScreen } from './flash-sessions-screen';

/** The sessions at /flash: cards on a phone, a table at a desk. */
const meta = {
  title: 'Features/Console/Flash sessions',
  component: FlashSessionsScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { paths: flashPaths },
  parameters: { feature: { path: '/flash', url: '/flash', routes: flashRoutes() } },
} satisfies Meta<typeof FlashSessionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const merchant = {
  consoleRole: 'merchant',
  feature: { path: '/flash', url: '/flash', routes: flashRoutes('merchant') },
};

/** An operator's sessions by status tab: two not started (editable), the live one, one over. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = (await canvas.findByText('#1 · Morning flash deals')).closest('article')!;
    await expect(within(live).getByText('Live')).toBeVisible();
    await expect(within(live).queryByRole('button', { name: 'Edit' })).toBeNull();
    const later = canvas.getByText('#2 · Lunch flash deals').closest('article')!;
    await expect(within(later).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New session' })).toBeVisible();
  },
};

/** The "Ended" tab: only the session that is over. */
export const EndedTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Ended' }));
    await waitFor(() => expect(canvas.queryByText('#1 · Morning flash deals')).toBeNull());
    await expect(await canvas.findByText('#4 · Yesterday’s late deals')).toBeVisible();
  },
};

/** A merchant reads the sessions (its own items counted) to add its products; it makes none. */
export const Merchant: Story = {
  parameters: merchant,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('#1 · Morning flash deals');
    await expect(canvas.queryByRole('button', { name: 'New session' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.getByText(/Operators make the sessions/)).toBeVisible();
  },
};

const desk = { viewport: { value: 'desk1280', isRotated: false } };

/** At a desk: a table filtered by status, with CSV export; a row opens the session's items. */
export const DeskAdmin: Story = {
  globals: desk,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Flash sales' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(within(table).getByRole('link', { name: '#1 · Morning flash deals' })).toHaveAttribute(
      'href',
      '/flash/1',
    );
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** A merchant's table: the same sessions, no New session and no Edit. */
export const DeskMerchant: Story = {
  globals: desk,
  parameters: merchant,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Flash sales' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    await expect(within(table).queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};
