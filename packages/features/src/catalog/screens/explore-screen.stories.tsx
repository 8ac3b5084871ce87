import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ExploreScreen } from './explore-screen';

const meta = {
  title: 'Features/Catalog/Explore',
  component: ExploreScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/explore' } },
} satisfies Meta<typeof ExploreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
