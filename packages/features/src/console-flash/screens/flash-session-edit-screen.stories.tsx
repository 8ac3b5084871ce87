import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { expectNavigatedTo, expectToast, fill } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { withConsoleSession } from '../../console-kit/stories/console-story';
import { flashPaths, flashRoutes } from '../stories/fixtures';
import { FlashSessionEditScreen } from './flash-session-edit-screen';

/** An operator's session at /flash/sessions/:id, and a new one at /flash/sessions/new. */
const meta = {
  title: 'Features/Console/Flash session editor',
  component: FlashSessionEditScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { paths: flashPaths },
  parameters: { feature: { path: '/flash/sessions/:id', url: '/flash/sessions/new', routes: flashRoutes() } },
} satisfies Meta<typeof FlashSessionEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (url: string) => ({ feature: { path: '/flash/sessions/:id', url, routes: flashRoutes() } });

/** A new session: its title and window; saved, it goes back to the sessions. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Title', 'Night owls');
    const date = (label: string) => canvas.getByLabelText(label, { selector: 'input' });
    fireEvent.change(date('Starts'), { target: { value: '2026-12-01T22:00' } });
    fireEvent.change(date('Ends'), { target: { value: '2026-12-01T23:30' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Saved');
    await expectNavigatedTo(canvasElement, '/flash');
  },
};

/** A session not started, as it was saved. */
export const Edit: Story = {
  parameters: at('/flash/sessions/2'),
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByLabelText('Title', { selector: 'input' });
    await expect(title).toHaveValue('Lunch flash deals');
  },
};

/** Saving with fields left empty names the first one missing; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please fill in Title')).toBeVisible();
  },
};

/** The live session can no longer change: the screen says so instead of a form. */
export const Started: Story = {
  parameters: at('/flash/sessions/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This session has started and can no longer change.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};
