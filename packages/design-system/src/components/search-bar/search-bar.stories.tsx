import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchBar } from '@bazaar/design-system';

const meta = {
  title: 'Design system/SearchBar',
  component: SearchBar,
  args: { placeholder: 'Search products', onSearch: fn(), onChange: fn() },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'wireless earbuds' } };
export const WithCancel: Story = { args: { showCancelButton: true, cancelText: 'Cancel', onCancel: fn() } };
export const Translated: Story = { args: { placeholder: 'ค้นหาสินค้า', label: 'ค้นหา' } };
