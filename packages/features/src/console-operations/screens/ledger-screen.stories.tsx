import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { LedgerScreen } from './ledger-screen';

const meta = {
  title: 'Features/Console/Ledger',
  component: LedgerScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/ledger', routes: consoleRoutes } },
} satisfies Meta<typeof LedgerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on a phone: every account's postings as cards, an account and a shop filter, the CSV export. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('#12 · $2.59')).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** At a desk: one page in a table, sortable by id and amount, with paging. */
export const Desk: Story = {
  globals: { viewport: { value: 'desk1280' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Ledger' });
    await expect((await within(table).findAllByText('order:4821')).length).toBeGreaterThan(0);
    await expect(within(table).getByRole('columnheader', { name: /Amount/ })).toBeVisible();
  },
};
