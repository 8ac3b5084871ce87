import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { RegisterScreen } from './register-screen';

const meta = {
  title: 'Features/Account/Register',
  component: RegisterScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/register', signedIn: false } },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
