import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { PopularScreen } from './popular-screen';

const meta = {
  title: 'Features/Catalog/Popular',
  component: PopularScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/popular' } },
} satisfies Meta<typeof PopularScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
