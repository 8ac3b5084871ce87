import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchHistory } from '@bazaar/design-system';

const meta = {
  title: 'Design system/SearchHistory',
  component: SearchHistory,
  args: {
    title: 'Recent searches',
    keywords: ['headphones', 'running shoes', 'tent', 'green tea', 'a very long keyword that keeps going on'],
    onSelect: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const HotKeywords: Story = { args: { title: 'Hot searches', onClear: undefined } };
export const Translated: Story = { args: { title: '搜索历史', clearText: '清空', keywords: ['耳机', '跑鞋', '帐篷'] } };
