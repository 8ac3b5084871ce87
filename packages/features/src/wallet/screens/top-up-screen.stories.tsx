import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { TopUpScreen } from './top-up-screen';

const meta = {
  title: 'Features/Wallet/Top up',
  component: TopUpScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/topUp' } },
} satisfies Meta<typeof TopUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
