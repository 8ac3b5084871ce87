import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFeatureProviders } from '../../lib/storybook';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { RechargeQueueScreen } from './recharge-queue-screen';

const meta = {
  title: 'Features/Console/Recharge audits',
  component: RechargeQueueScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/recharges', routes: consoleRoutes } },
} satisfies Meta<typeof RechargeQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under audit first, with the evidence image and pass or refuse; every audit state is a tab. */
export const UnderAudit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Pass' })).toBeVisible();
    for (const name of ['Under audit', 'Passed', 'Refused'])
      await expect(canvas.getByRole('tab', { name })).toBeVisible();
  },
};
