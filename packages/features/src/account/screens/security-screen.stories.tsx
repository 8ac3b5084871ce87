import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { SecurityScreen } from './security-screen';

const meta = {
  title: 'Features/Account/Security',
  component: SecurityScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/security' } },
} satisfies Meta<typeof SecurityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
