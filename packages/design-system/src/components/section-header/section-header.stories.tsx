import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SectionHeader } from '@bazaar/design-system';

const meta = {
  title: 'Design system/SectionHeader',
  component: SectionHeader,
  args: { title: 'Hot products', onMore: fn() },
} satisfies Meta<typeof SectionHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSubtitle: Story = { args: { subtitle: 'Best sellers this week' } };
export const WithoutMore: Story = { args: { onMore: undefined } };
export const LongTitle: Story = {
  args: { title: 'A very long section title that would never fit on one line of a phone', moreText: 'See all' },
};
export const Translated: Story = { args: { title: '热门商品', moreText: '更多' } };
