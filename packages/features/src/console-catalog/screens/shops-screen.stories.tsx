import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '@bazaar/story-kit';
import { catalogRoutes } from '../stories/catalog-fixtures';
import { signedInAs, storyPaths } from '../stories/catalog-story';
import { ShopsScreen } from './shops-screen';

const meta = {
  title: 'Features/Console/Shops',
  component: ShopsScreen,
  decorators: [withFeatureProviders],
  beforeEach: signedInAs('admin'),
  args: { paths: storyPaths },
  parameters: { feature: { path: '/shops', url: '/shops', routes: catalogRoutes } },
} satisfies Meta<typeof ShopsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

/** A merchant sees its own shop, with no status tabs, search, new or delete. */
export const Merchant: Story = { beforeEach: signedInAs('merchant') };
