import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ArticlesScreen, ArticleEditScreen } from '..';
import { contentPaths, contentRoutes } from '../stories/fixtures';

/** The list at /content/articles, its editor at /content/articles/:id and a new record at /content/articles/new. */
const meta = {
  title: 'Features/Console/Content/Articles',
  component: ArticlesScreen,
  decorators: [withFeatureProviders],
  args: { paths: contentPaths },
  parameters: { feature: { url: '/content/articles', routes: contentRoutes } },
} satisfies Meta<typeof ArticlesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Edit: Story = {
  render: (args) => <ArticleEditScreen {...args} />,
  parameters: { feature: { path: '/content/articles/:id', url: '/content/articles/1', routes: contentRoutes } },
};

export const New: Story = {
  render: (args) => <ArticleEditScreen {...args} />,
  parameters: { feature: { path: '/content/articles/:id', url: '/content/articles/new', routes: contentRoutes } },
};
