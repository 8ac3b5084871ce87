import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fill, submitExpecting } from '@bazaar/story-kit';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
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

/** A confirmation that differs names what differs: the payment codes, not "passwords". */
export const CodesDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText('Current payment code');
    await fill(canvasElement, 'Current payment code', '111111');
    await fill(canvasElement, 'New payment code', '123456');
    await fill(canvasElement, 'Confirm payment code', '654321');
    await submitExpecting(canvasElement, 'Change payment code', 'Payment codes do not match');
  },
};

/** "Forgot payment code?" of the payment sheet: straight to the emailed-code reset, no old code asked. */
export const ForgottenCode: Story = {
  parameters: { feature: { url: '/changePayPwd?reset=email', path: '/changePayPwd' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible());
    await expect(canvas.queryByLabelText('Current payment code')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Use my current payment code' })).toBeVisible();
  },
};
