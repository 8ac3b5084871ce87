import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating } from '@bazaar/design-system';

const meta = {
  title: 'Design system/Rating',
  component: Rating,
  args: { value: 4.5, label: 'Rating' },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { showValue: true, value: 4.8 } };
export const Small: Story = { args: { size: 's', value: 3.2, showValue: true } };
export const Large: Story = { args: { size: 'l', value: 5 } };
export const NoReviews: Story = { args: { value: 0, showValue: true } };
export const Translated: Story = { args: { label: '评分', value: 4.2, showValue: true } };
