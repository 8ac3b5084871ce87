import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ChangePasswordScreen } from './change-password-screen';

const meta = {
  title: 'Features/Account/Change password',
  component: ChangePasswordScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/changePassword' } },
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
