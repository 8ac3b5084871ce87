import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { SettingScreen } from './setting-screen';

const meta = {
  title: 'Features/Account/Setting',
  component: SettingScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/setting' } },
} satisfies Meta<typeof SettingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
