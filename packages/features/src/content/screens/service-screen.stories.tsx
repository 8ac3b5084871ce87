import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { ServiceScreen } from './service-screen';

const meta = {
  title: 'Features/Content/Service',
  component: ServiceScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/service' } },
} satisfies Meta<typeof ServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
