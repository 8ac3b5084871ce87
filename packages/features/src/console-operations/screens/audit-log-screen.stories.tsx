import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { AuditLogScreen } from './audit-log-screen';

const meta = {
  title: 'Features/Console/Audit log',
  component: AuditLogScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/audit-log', routes: consoleRoutes } },
} satisfies Meta<typeof AuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the newest entries first, a card each with the record before and after folded away. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('recharge.passed'))[0]).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** At a desk: 20 entries a page, newest first; the next page and oldest first are the server's. */
export const DeskPaging: Story = {
  globals: { viewport: { value: 'desk1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Audit log' });
    await expect(await within(table).findByRole('button', { name: '#900' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await within(table).findByRole('button', { name: '#880' })).toBeVisible();
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Action, e.g. recharge' }), 'refund{Enter}');
    await waitFor(() => expect(within(table).queryByRole('button', { name: '#880' })).toBeNull());
    await expect(await within(table).findByRole('button', { name: '#898' })).toBeVisible();
  },
};
