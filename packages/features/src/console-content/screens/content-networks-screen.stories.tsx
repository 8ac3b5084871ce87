import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '@bazaar/story-kit';
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
