import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The payment pad takes 6 digits: a longer code could be set but never typed in to pay.
    const code = await within(canvasElement).findByLabelText('New payment code');
    await userEvent.type(code, '1234a5678');
    await expect(code).toHaveValue('123456');
    await userEvent.clear(code);
  },
};
