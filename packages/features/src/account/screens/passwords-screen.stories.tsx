import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { PasswordsScreen } from './passwords-screen';

const meta = {
  title: 'Features/Account/Passwords',
  component: PasswordsScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/passwords' } },
} satisfies Meta<typeof PasswordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
