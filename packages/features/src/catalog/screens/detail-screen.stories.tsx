import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { DetailScreen } from './detail-screen';

const meta = {
  title: 'Features/Catalog/Product detail',
  component: DetailScreen,
  decorators: [withFeatureProviders],
  // Signed-in and signed-out stories share one session store, so they cannot render side by side on a docs page.
  tags: ['!autodocs'],
  parameters: { feature: { path: '/detail/:product?/:mer?', url: '/detail/1' } },
} satisfies Meta<typeof DetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A visitor sees the same page; favourite and add-to-bag lead to the login. */
export const SignedOut: Story = {
  parameters: { feature: { path: '/detail/:product?/:mer?', url: '/detail/1', signedIn: false } },
};
