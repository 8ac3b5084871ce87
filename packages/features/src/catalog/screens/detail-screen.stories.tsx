import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { expectNavigatedTo, withFeatureProviders } from '@bazaar/story-kit';
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

/** The bag button shows how many lines the bag holds (four in the fixture) and opens the bag. */
export const BagButton: Story = {
  play: async ({ canvasElement }) => {
    const bag = await within(canvasElement).findByRole('button', { name: 'Bag (4)' });
    await userEvent.click(bag);
    await expectNavigatedTo(canvasElement, '/bag');
  },
};

/** A visitor sees the same page; favourite and add-to-bag lead to the login. */
export const SignedOut: Story = {
  parameters: { feature: { path: '/detail/:product?/:mer?', url: '/detail/1', signedIn: false } },
};
