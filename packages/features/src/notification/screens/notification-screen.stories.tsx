import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyPage, withFeatureProviders } from '../../lib/storybook';
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

export const Empty: Story = {
  parameters: { feature: { url: '/notification', routes: { 'GET /notification/list': emptyPage } } },
};
