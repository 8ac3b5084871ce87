import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { consoleRoutes } from '../stories/fixtures';
import { withConsoleSession } from '../stories/console-story';
import { ApplicationsScreen } from './applications-screen';

const meta = {
  title: 'Features/Console/Merchant applications',
  component: ApplicationsScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  parameters: { feature: { url: '/applications', routes: consoleRoutes } },
} satisfies Meta<typeof ApplicationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: applications under audit, a card each with approve and refuse. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Saigon Ceramics')).toBeVisible());
    await expect(canvas.getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
  },
};

/** At a desk: a table by state and period; a row opens the application with its review actions. */
export const DeskTable: Story = {
  globals: { viewport: { value: 'desk1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Merchant applications' });
    await userEvent.click(await within(table).findByRole('button', { name: '#21' }));
    const panel = await canvas.findByRole('complementary', { name: 'Saigon Ceramics' });
    await expect(within(panel).getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};
