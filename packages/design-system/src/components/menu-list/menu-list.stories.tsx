import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuList } from '@bazaar/design-system';

const meta = {
  title: 'Design system/MenuList',
  component: MenuList,
  args: {
    items: [
      { key: 'address', title: 'Delivery addresses', href: '#address', onClick: fn() },
      { key: 'notifications', title: 'Notifications', badge: 3, onClick: fn() },
      { key: 'language', title: 'Language', extra: 'English', onClick: fn() },
    ],
  },
} satisfies Meta<typeof MenuList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHeader: Story = { args: { header: 'Wallet' } };
export const SignOut: Story = { args: { items: [{ key: 'out', title: 'Sign out', danger: true, onClick: fn() }] } };
export const Translated: Story = {
  args: {
    header: '我的钱包',
    items: [
      { key: 'topup', title: '充值', onClick: fn() },
      { key: 'lang', title: '语言', extra: '简体中文', onClick: fn() },
    ],
  },
};
