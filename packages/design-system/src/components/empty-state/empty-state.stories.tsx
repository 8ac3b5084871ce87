import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState } from '@bazaar/design-system';
import { svgImage } from '../../fixtures';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: { description: 'Your bag is empty' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { actionText: 'Go shopping', onAction: fn() } };
export const WithImage: Story = {
  args: { image: svgImage(2, '?'), imageAlt: 'No results', description: 'No results' },
};
export const WithIcon: Story = { args: { image: <span style={{ fontSize: 64 }}>🔍</span>, description: 'No results' } };
export const LongText: Story = {
  args: {
    description:
      'We could not find any products matching your filters. Try removing a filter or searching for something else.',
    actionText: 'Clear filters',
    onAction: fn(),
  },
};
