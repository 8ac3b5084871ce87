import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { PromosScreen, PromoEditScreen } from '..';
import { contentPaths, contentRoutes } from '../stories/fixtures';

/** The list at /content/promos, its editor at /content/promos/:id and a new record at /content/promos/new. */
const meta = {
  title: 'Features/Console/Content/Promo codes',
  component: PromosScreen,
  decorators: [withFeatureProviders],
  args: { paths: contentPaths },
  parameters: { feature: { url: '/content/promos', routes: contentRoutes } },
} satisfies Meta<typeof PromosScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Edit: Story = {
  render: (args) => <PromoEditScreen {...args} />,
  parameters: { feature: { path: '/content/promos/:id', url: '/content/promos/1', routes: contentRoutes } },
};

export const New: Story = {
  render: (args) => <PromoEditScreen {...args} />,
  parameters: { feature: { path: '/content/promos/:id', url: '/content/promos/new', routes: contentRoutes } },
};
