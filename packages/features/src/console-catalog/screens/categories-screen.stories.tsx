import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { catalogRoutes } from '../stories/catalog-fixtures';
import { signedInAs, storyPaths } from '../stories/catalog-story';
import { CategoriesScreen } from './categories-screen';

const meta = {
  title: 'Features/Console/Categories',
  component: CategoriesScreen,
  decorators: [withFeatureProviders],
  beforeEach: signedInAs('admin'),
  args: { paths: storyPaths },
  parameters: { feature: { path: '/categories', url: '/categories', routes: catalogRoutes } },
} satisfies Meta<typeof CategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
