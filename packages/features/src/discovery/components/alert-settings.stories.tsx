import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, type FixtureRequest } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { AlertSettings } from './alert-settings';

const meta = {
  title: 'Features/Discovery/Alert settings',
  component: AlertSettings,
  decorators: [withFeatureProviders],
  tags: ['!autodocs'],
  parameters: { feature: { url: '/setting' } },
} satisfies Meta<typeof AlertSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

// A profile that keeps what user/profile saves, as the server does.
const profile = { ...fixtures.user };

/** Both alerts on (the default); switching one off saves it in the profile. */
export const Default: Story = {
  parameters: {
    feature: {
      url: '/setting',
      routes: {
        'GET /user/getUserInfo': () => profile,
        'POST /user/profile': ({ body }: FixtureRequest) => Object.assign(profile, body),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const priceDrop = await within(canvasElement).findByRole('switch', { name: 'Price drops' });
    await waitFor(() => expect(priceDrop).toBeChecked());
    await userEvent.click(priceDrop);
    await waitFor(() => expect(priceDrop).not.toBeChecked());
  },
};

/** A shopper who turned back-in-stock alerts off. */
export const BackInStockOff: Story = {
  parameters: {
    feature: {
      url: '/setting',
      routes: { 'GET /user/getUserInfo': () => ({ ...fixtures.user, alert_back_in_stock: false }) },
    },
  },
};
