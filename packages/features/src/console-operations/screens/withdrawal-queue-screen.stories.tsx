import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { WithdrawalQueueScreen } from './withdrawal-queue-screen';

const meta = {
  title: 'Features/Console/Withdrawal audits',
  component: WithdrawalQueueScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/withdrawals', routes: consoleRoutes } },
} satisfies Meta<typeof WithdrawalQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: withdrawals under audit, a card each with where to pay, pass and refuse. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('#69 · $462.71')).toBeVisible());
    await expect(canvas.getAllByRole('button', { name: 'Pass' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** At a desk: a table by state, period and keyword, sorted on the server; a row opens the record to audit. */
export const DeskTable: Story = {
  globals: { viewport: { value: 'desk1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Withdrawal audits' });
    await expect((await within(table).findAllByText('Mai Nguyen'))[0]).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: '#69' }));
    const panel = await canvas.findByRole('complementary', { name: '#69' });
    await expect(within(panel).getByRole('button', { name: 'Pass' })).toBeVisible();
  },
};
