import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { OperatorsScreen } from './operators-screen';

const meta = {
  title: 'Features/Console/Operators',
  component: OperatorsScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { newPath: '/operators/new' },
  parameters: { feature: { url: '/operators', routes: consoleRoutes } },
} satisfies Meta<typeof OperatorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active operators; the signed-in admin has no actions on itself. The status tabs work by keyboard. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('beta_keeper')).toBeVisible());
    await expect(canvas.getByText('admin (you)')).toBeVisible();
    const active = canvas.getByRole('tab', { name: 'Active' });
    active.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Disabled' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('gamma_keeper')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Enable' })).toBeVisible();
  },
};
