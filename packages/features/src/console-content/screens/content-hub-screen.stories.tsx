import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ContentHubScreen } from '..';
import { contentPaths } from '../stories/fixtures';

const meta = {
  title: 'Features/Console/Content/Menu',
  component: ContentHubScreen,
  decorators: [withFeatureProviders],
  args: { paths: contentPaths },
  parameters: { feature: { url: '/content' } },
} satisfies Meta<typeof ContentHubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {};
