import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, fill, tapWhenReady } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { NetworksScreen, NetworkEditScreen } from '..';
import { contentPaths, contentRoutes } from '../stories/fixtures';

/** The list at /content/networks, its editor at /content/networks/:id and a new record at /content/networks/new. */
const meta = {
  title: 'Features/Console/Content/Chain networks',
  component: NetworksScreen,
  decorators: [withFeatureProviders],
  args: { paths: contentPaths },
  parameters: { feature: { url: '/content/networks', routes: contentRoutes } },
} satisfies Meta<typeof NetworksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Edit: Story = {
  render: (args) => <NetworkEditScreen {...args} />,
  parameters: { feature: { path: '/content/networks/:id', url: '/content/networks/1', routes: contentRoutes } },
};

export const New: Story = {
  render: (args) => <NetworkEditScreen {...args} />,
  parameters: { feature: { path: '/content/networks/:id', url: '/content/networks/new', routes: contentRoutes } },
};

/** A stored network's key replaced: the new xpub and until when the old addresses are credited, confirmed first. */
export const ReplaceKey: Story = {
  render: (args) => <NetworkEditScreen {...args} />,
  parameters: { feature: { path: '/content/networks/:id', url: '/content/networks/1', routes: contentRoutes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const panel = await canvas.findByRole('region', { name: 'Deposit key' });
    await expect(panel).toHaveTextContent('Retired');
    await expect(panel).toHaveTextContent('42 addresses · credited until');
    await fill(canvasElement, 'New extended public key (xpub)', 'xpub6NewKey');
    await userEvent.click(within(panel).getByRole('button', { name: 'Replace key' }));
    await waitFor(() => expect(body.getByText(/Replace the key of “TRC20”\?/)).toBeVisible());
    await tapWhenReady(body.getAllByRole('button', { name: 'Replace key' }).at(-1)!);
    await expectToast(canvasElement, 'Key replaced');
  },
};
