import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyPage, expectNavigatedTo } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { BagSuggestions } from './bag-suggestions';
import { BuyAgain } from './buy-again';
import { RecentlyViewed } from './recently-viewed';
import { RecommendedProducts } from './recommended-products';

/** The strips as the shop mounts them: under a product, on the "me" page, under an empty bag. */
function Strips() {
  return (
    <>
      <RecommendedProducts productId={1} />
      <RecentlyViewed />
      <BuyAgain />
    </>
  );
}

const meta = {
  title: 'Features/Discovery/Strips',
  component: Strips,
  decorators: [withFeatureProviders],
  tags: ['!autodocs'],
  parameters: { feature: { url: '/filter' } },
} satisfies Meta<typeof Strips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Recently viewed' });
    await expect(canvas.getByRole('region', { name: 'You may also like' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Buy again' })).toBeVisible();
  },
};

/** A tap on a card opens that product. */
export const OpensProduct: Story = {
  play: async ({ canvasElement }) => {
    const viewed = await within(canvasElement).findByRole('region', { name: 'Recently viewed' });
    await userEvent.click(within(viewed).getAllByRole('button')[0]!);
    await expectNavigatedTo(canvasElement, '/detail/3');
  },
};

/** Nothing viewed or bought yet: only the recommendations show. */
export const NothingYet: Story = {
  parameters: {
    feature: { url: '/filter', routes: { 'GET /user/recently_viewed': emptyPage, 'GET /user/buy_again': emptyPage } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'You may also like' });
    await expect(canvas.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Buy again' })).toBeNull();
  },
};

/** A visitor: the personal strips hide, the recommendations stay. */
export const SignedOut: Story = {
  parameters: { feature: { url: '/detail/1', signedIn: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'You may also like' });
    await expect(canvas.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  },
};

/** Under an empty bag with nothing viewed or saved: the best sellers. */
export const BagWithNothingSeen: Story = {
  render: () => <BagSuggestions />,
  parameters: {
    feature: {
      url: '/bag',
      routes: { 'GET /user/recently_viewed': emptyPage, 'GET /user/favourite_list': emptyPage },
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Popular right now' });
  },
};
