import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '@bazaar/story-kit';
import { WalletTopUpScreen } from './wallet-top-up-screen';

const meta = {
  title: 'Features/Wallet/Wallet top-up',
  component: WalletTopUpScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/walletTopUp' } },
} satisfies Meta<typeof WalletTopUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
