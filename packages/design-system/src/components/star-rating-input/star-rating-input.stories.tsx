import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRatingInput } from '@bazaar/design-system';

const meta = {
  title: 'Design system/StarRatingInput',
  component: StarRatingInput,
  args: { value: 4, label: 'Product score', onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <StarRatingInput {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof StarRatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Disabled: Story = { args: { disabled: true } };
export const Translated: Story = { args: { label: '商品评分', starLabel: (n) => `${n} 星` } };
