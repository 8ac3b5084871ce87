import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { catalogRoutes } from '../stories/catalog-fixtures';
import { signedInAs, storyPaths } from '../stories/catalog-story';
import { ProductsScreen } from './products-screen';

const meta = {
  title: 'Features/Console/Products',
  component: ProductsScreen,
  decorators: [withFeatureProviders],
  beforeEach: signedInAs('admin'),
  args: { paths: storyPaths },
  parameters: { feature: { path: '/products', url: '/products', routes: catalogRoutes } },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

/** A merchant has no shop filter. */
export const Merchant: Story = { beforeEach: signedInAs('merchant') };
