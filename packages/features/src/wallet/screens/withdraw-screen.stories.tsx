import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { WithdrawScreen } from './withdraw-screen';

const meta = {
  title: 'Features/Wallet/Withdraw',
  component: WithdrawScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/withDraw' } },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
