import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { emptyPage } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { TopUpRecordScreen } from './top-up-record-screen';

const meta = {
  title: 'Features/Wallet/Top-up record',
  component: TopUpRecordScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/topUpRecord' } },
} satisfies Meta<typeof TopUpRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  parameters: { feature: { url: '/topUpRecord', routes: { 'GET /user/recharge_log': emptyPage } } },
};

/** Opened from a notification: the record it was about is picked out. */
export const FromANotification: Story = {
  parameters: { feature: { url: '/topUpRecord?id=41' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.bz-wallet__record--focused')).toHaveLength(1));
    await expect(canvasElement.querySelector('.bz-wallet__record--focused')).toHaveTextContent('1,000.00');
  },
};
