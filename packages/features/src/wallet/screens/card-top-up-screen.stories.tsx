import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { CardTopUpScreen } from './card-top-up-screen';

const meta = {
  title: 'Features/Wallet/Card top-up',
  component: CardTopUpScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/cardTopUp' } },
} satisfies Meta<typeof CardTopUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
