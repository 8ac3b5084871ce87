import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyPage, expectNavigatedTo } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { NotificationScreen } from './notification-screen';

const meta = {
  title: 'Features/Notification/Notifications',
  component: NotificationScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/notification' } },
} satisfies Meta<typeof NotificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A notification opens what it is about: a top-up's opens that record, a refund's its order. */
export const OpensWhatItIsAbout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Top-up approved'));
    await expectNavigatedTo(canvasElement, '/topUpRecord?id=41');
  },
};

export const OpensTheOrderOfARefund: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refund = await canvas.findByText('Refund completed');
    await expect(refund.closest('[role="button"]')).not.toBeNull();
    await userEvent.click(refund);
    await expectNavigatedTo(canvasElement, '/orderInfo/103');
  },
};

export const Empty: Story = {
  parameters: { feature: { url: '/notification', routes: { 'GET /notification/list': emptyPage } } },
};
