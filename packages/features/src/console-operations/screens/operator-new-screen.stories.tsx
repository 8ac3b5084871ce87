import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { OperatorNewScreen } from './operator-new-screen';

const meta = {
  title: 'Features/Console/New operator',
  component: OperatorNewScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { onCreated: () => undefined },
  parameters: { feature: { url: '/operators/new', routes: consoleRoutes } },
} satisfies Meta<typeof OperatorNewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A merchant operator is the default; it needs a shop from the list. */
export const Merchant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Shop' })).toBeVisible());
  },
};
