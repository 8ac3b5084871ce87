import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureProviders } from '../../lib/storybook';
import { AddressFormScreen } from './address-form-screen';

const meta = {
  title: 'Features/Address/Address form',
  component: AddressFormScreen,
  decorators: [withFeatureProviders],
  parameters: { feature: { path: '/addressForm/:id?', url: '/addressForm' } },
} satisfies Meta<typeof AddressFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Editing a saved address: the form is filled from GET user/address. */
export const Edit: Story = { parameters: { feature: { path: '/addressForm/:id?', url: '/addressForm/1' } } };
