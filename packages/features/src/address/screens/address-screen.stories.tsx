import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../story-harness/with-feature-providers';
import { AddressScreen } from './address-screen';

const meta = {
  title: 'Features/Address/Addresses',
  component: AddressScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { url: '/address' } },
} satisfies Meta<typeof AddressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  parameters: { feature: { url: '/address', routes: { 'GET /user/address_list': () => [] } } },
};
