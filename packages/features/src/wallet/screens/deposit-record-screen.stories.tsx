import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyPage, withFeatureProviders } from '../../lib/storybook';
import { DepositRecordScreen } from './deposit-record-screen';

const meta = {
  title: 'Features/Wallet/Deposit record',
  component: DepositRecordScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/depositRecord' } },
} satisfies Meta<typeof DepositRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  parameters: { feature: { url: '/depositRecord', routes: { 'GET /user/extract_log': emptyPage } } },
};
