import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ForgotPasswordScreen } from './forgot-password-screen';

const meta = {
  title: 'Features/Account/Forgot password',
  component: ForgotPasswordScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/forgotPassword', signedIn: false } },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
