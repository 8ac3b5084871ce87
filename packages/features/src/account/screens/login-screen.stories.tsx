import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'Features/Account/Login',
  component: LoginScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/login', signedIn: false } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
