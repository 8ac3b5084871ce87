import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { catalogRoutes } from '../stories/catalog-fixtures';
import { signedInAs, storyPaths } from '../stories/catalog-story';
import { ShopEditScreen } from './shop-edit-screen';

const meta = {
  title: 'Features/Console/Shop editor',
  component: ShopEditScreen,
  decorators: [withFeatureProviders],
  beforeEach: signedInAs('admin'),
  args: { paths: storyPaths },
  parameters: { feature: { path: '/shops/:id', url: '/shops/2', routes: catalogRoutes } },
} satisfies Meta<typeof ShopEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
