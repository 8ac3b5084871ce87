import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CategoryGrid } from '@bazaar/design-system';
import { categories, svgImage } from '../../fixtures';

const meta = {
  title: 'Design system/CategoryGrid',
  component: CategoryGrid,
  args: { categories, onSelect: fn() },
} satisfies Meta<typeof CategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ImageIcons: Story = {
  args: { categories: categories.map((c, i) => ({ ...c, icon: svgImage(i, c.name.slice(0, 2)) })) },
};
export const FourColumns: Story = { args: { columns: 4, categories: categories.slice(0, 8) } };
export const LongNames: Story = {
  args: {
    categories: categories.slice(0, 5).map((c) => ({ ...c, name: `${c.name} and accessories` })),
  },
};
export const Loading: Story = { args: { loading: true } };
