import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { ChangePayPwdScreen } from './change-pay-pwd-screen';

const meta = {
  title: 'Features/Account/Change payment code',
  component: ChangePayPwdScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/changePayPwd' } },
} satisfies Meta<typeof ChangePayPwdScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
