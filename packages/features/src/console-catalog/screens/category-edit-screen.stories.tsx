import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { catalogRoutes } from '../stories/catalog-fixtures';
import { signedInAs, storyPaths } from '../stories/catalog-story';
import { CategoryEditScreen } from './category-edit-screen';

const meta = {
  title: 'Features/Console/Category editor',
  component: CategoryEditScreen,
  decorators: [withFeatureProviders],
  beforeEach: signedInAs('admin'),
  args: { paths: storyPaths },
  parameters: { feature: { path: '/categories/:id', url: '/categories/1', routes: catalogRoutes } },
} satisfies Meta<typeof CategoryEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
