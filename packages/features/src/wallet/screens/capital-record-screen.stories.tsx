import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { CapitalRecordScreen } from './capital-record-screen';

const meta = {
  title: 'Features/Wallet/Capital record',
  component: CapitalRecordScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/capitalRecord' } },
} satisfies Meta<typeof CapitalRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
