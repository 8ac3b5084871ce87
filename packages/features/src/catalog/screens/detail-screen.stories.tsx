import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNavigatedTo, fixtures, tapWhenReady } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
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

const withFlash = (flash: typeof fixtures.liveProductFlash) => ({
  feature: {
    path: '/detail/:product?/:mer?',
    url: '/detail/1',
    routes: { 'GET /product/detail': () => fixtures.productDetailWithFlash(1, flash) },
  },
});

/** In a live flash sale: the flash price on a band, the normal price struck, the time left and the units taken. */
export const FlashLive: Story = {
  parameters: withFlash(fixtures.liveProductFlash),
  play: async ({ canvasElement }) => {
    const band = await within(canvasElement).findByRole('region', { name: 'Flash deal' });
    await expect(within(band).getByRole('timer')).toHaveTextContent('Ends in 1 hour 24 minutes');
    await expect(band).toHaveTextContent('Up to 2 per shopper');
  },
};
/** A shopper who bought 1 of the 2 allowed: how many are left for them at the flash price. */
export const FlashLeftForYou: Story = {
  parameters: withFlash({ ...fixtures.liveProductFlash, bought: 1 }),
  play: async ({ canvasElement }) => {
    const band = await within(canvasElement).findByRole('region', { name: 'Flash deal' });
    await expect(band).toHaveTextContent('1 left for you at the flash price');
  },
};
/** A shopper who bought all they may: "Limit reached" (checkout refuses more at the flash price, saying so). */
export const FlashLimitReached: Story = {
  parameters: withFlash({ ...fixtures.liveProductFlash, bought: 2 }),
  play: async ({ canvasElement }) => {
    const band = await within(canvasElement).findByRole('region', { name: 'Flash deal' });
    await expect(band).toHaveTextContent('Limit reached');
    await expect(band).not.toHaveTextContent('Up to 2 per shopper');
  },
};
/** The SKU sheet shows the flash price of the SKU on sale, the normal one struck through. */
export const FlashSkuSheet: Story = {
  parameters: withFlash(fixtures.liveProductFlash),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Choose/ }));
    const body = within(canvasElement.ownerDocument.body);
    await tapWhenReady(await body.findByRole('button', { name: 'Black' }));
    await tapWhenReady(body.getByRole('button', { name: 'Standard' }));
    await waitFor(() => expect(body.getAllByText('Flash deal').length).toBeGreaterThan(1));
  },
};
/** Every flash unit taken: the SKU on sale cannot be bought until the sale ends (checkout refuses the normal price). */
export const FlashSoldOut: Story = {
  parameters: withFlash({
    ...fixtures.liveProductFlash,
    skus: fixtures.liveProductFlash.skus.map((s) => ({ ...s, sold: s.flash_stock })),
  }),
  play: async ({ canvasElement }) => {
    const band = await within(canvasElement).findByRole('region', { name: 'Flash deal' });
    await expect(band).toHaveTextContent('Sold out at the flash price');
  },
};
/** A flash sale to come: the time to its start and its flash price; the normal price is still charged. */
export const FlashUpcoming: Story = {
  parameters: withFlash(fixtures.upcomingProductFlash),
  play: async ({ canvasElement }) => {
    const band = await within(canvasElement).findByRole('region', { name: 'Flash deal' });
    await expect(within(band).getByRole('timer')).toHaveTextContent('Starts in 2 hours');
  },
};
/** The sale ended while the page was open (its answer still says live): the normal price, no band. */
export const FlashEnded: Story = {
  parameters: withFlash({ ...fixtures.liveProductFlash, ends_at: fixtures.NOW - 60 }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(within(canvasElement).queryByRole('region', { name: 'Flash deal' })).toBeNull();
  },
};
