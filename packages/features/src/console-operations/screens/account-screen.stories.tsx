import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { AccountScreen } from './account-screen';

const meta = {
  title: 'Features/Console/My account',
  component: AccountScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/account', routes: consoleRoutes } },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Current password')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};
