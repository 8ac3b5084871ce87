import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { SearchScreen } from './search-screen';

const meta = {
  title: 'Features/Catalog/Search',
  component: SearchScreen,
  decorators: [withFeatureProviders],
  // Signed-in and signed-out stories share one session store, so they cannot render side by side on a docs page.
  tags: ['!autodocs'],
  parameters: { feature: { url: '/search?keyword=wool', path: '/search' } },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Before typing: the search history and the hot products. */
export const Start: Story = { parameters: { feature: { url: '/search', signedIn: false } } };

export const NoResults: Story = { parameters: { feature: { url: '/search?keyword=umbrella', path: '/search' } } };
