import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { BannersScreen, BannerEditScreen } from '..';
import { contentPaths, contentRoutes } from '../stories/fixtures';

/** The list at /content/banners, its editor at /content/banners/:id and a new record at /content/banners/new. */
const meta = {
  title: 'Features/Console/Content/Banners',
  component: BannersScreen,
  decorators: [withFeatureProviders],
  args: { paths: contentPaths },
  parameters: { feature: { url: '/content/banners', routes: contentRoutes } },
} satisfies Meta<typeof BannersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Edit: Story = {
  render: (args) => <BannerEditScreen {...args} />,
  parameters: { feature: { path: '/content/banners/:id', url: '/content/banners/1', routes: contentRoutes } },
};

export const New: Story = {
  render: (args) => <BannerEditScreen {...args} />,
  parameters: { feature: { path: '/content/banners/:id', url: '/content/banners/new', routes: contentRoutes } },
};

/** "Missing translations in ไทย": the banners whose title or subtitle still shows English in Thai. */
export const MissingInThai: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Missing translations in' }), 'th');
    const card = (await canvas.findByText('#1 · Autumn sale')).closest('article')!;
    await expect(card).toHaveTextContent('Missing: Title, Subtitle');
  },
};
