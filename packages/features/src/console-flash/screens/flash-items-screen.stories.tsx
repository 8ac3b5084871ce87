import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, tapWhenReady } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { withConsoleSession } from '../../console-kit/stories/console-story';
import { flashPaths, flashRoutes } from '../stories/fixtures';
import { FlashItemsScreen } from './flash-items-screen';

/** A session's items at /flash/:id: cards on a phone, a table at a desk. */
const meta = {
  title: 'Features/Console/Flash items',
  component: FlashItemsScreen,
  decorators: [withConsoleSession, withFeatureProviders],
  args: { paths: flashPaths },
  parameters: { feature: { path: '/flash/:id', url: '/flash/1', routes: flashRoutes() } },
} satisfies Meta<typeof FlashItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (url: string, role: 'admin' | 'merchant' = 'admin') => ({
  consoleRole: role,
  feature: { path: '/flash/:id', url, routes: flashRoutes(role) },
});

/** The live session: units sold as bars (one sold out), no Edit or Remove, and why. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByText(/^#2 · 14-inch ultrabook/)).closest('article')!;
    await expect(within(card).getByText('20 of 20 sold')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add item' })).toBeDisabled();
    await expect(canvas.getByText(/This session has started/)).toBeVisible();
  },
};

/** A session not started: every item can be edited or removed, and more added. */
export const Upcoming: Story = {
  parameters: at('/flash/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^#1 · Wireless noise-cancelling headphones/);
    await expect(canvas.getByRole('button', { name: 'Add item' })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(6);
  },
};

/** Remove asks first, then says it is done. */
export const RemoveConfirmed: Story = {
  parameters: at('/flash/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByText(/^#3 · Stainless steel electric kettle/)).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/Remove “Stainless steel electric kettle 1.7 L”/)).toBeVisible());
    await tapWhenReady(dialog.getByRole('button', { name: 'Remove' }));
    await expectToast(canvasElement, 'Item removed');
  },
};

/** A merchant sees its own shop's items of the live session only. */
export const Merchant: Story = {
  parameters: at('/flash/1', 'merchant'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^#3 · Stainless steel electric kettle/);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

const desk = { viewport: { value: 'desk1280', isRotated: false } };

/** At a desk, live: the table with units sold, refreshed while live, and CSV export. */
export const DeskLive: Story = {
  globals: desk,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Flash session items' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await expect(within(table).getByText('12 of 20 sold')).toBeVisible();
    await expect(within(table).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.getByText(/units sold refresh every 10 seconds/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};

/** At a desk, not started: Edit and Remove on every row. */
export const DeskUpcoming: Story = {
  globals: desk,
  parameters: at('/flash/2'),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Flash session items' });
    await waitFor(() => expect(within(table).getAllByRole('button', { name: 'Edit' })).toHaveLength(6));
  },
};
