import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyPage, withFeatureProviders } from '../../lib/storybook';
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
