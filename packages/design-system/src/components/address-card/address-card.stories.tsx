import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressCard } from '@bazaar/design-system';

const address = {
  name: 'Ann Lee',
  mobile: '0812345678',
  area: 'Bangkok, Pathum Wan',
  address: '99 Rama I Road, Siam Tower, 12th floor',
  tag: 'Office',
  is_default: true,
};

const meta = {
  title: 'Design system/AddressCard',
  component: AddressCard,
  args: { address, onClick: fn() },
} satisfies Meta<typeof AddressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NotDefault: Story = { args: { address: { ...address, is_default: false, tag: '' } } };
export const Empty: Story = { args: { address: null, placeholder: 'Please choose shipping address' } };
export const Static: Story = { args: { onClick: undefined } };
export const Translated: Story = {
  args: {
    address: { ...address, name: '李安', area: '上海市 静安区', address: '南京西路 1266 号' },
    defaultLabel: '默认',
  },
};
