import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ProfileScreen } from './profile-screen';

const meta = {
  title: 'Features/Account/Profile',
  component: ProfileScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/profile' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
