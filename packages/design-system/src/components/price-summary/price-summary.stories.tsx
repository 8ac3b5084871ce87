import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceSummary } from '@bazaar/design-system';

const meta = {
  title: 'Design system/PriceSummary',
  component: PriceSummary,
  args: {
    rows: [
      { key: 'goods', label: 'Goods', value: '120.00' },
      { key: 'freight', label: 'Freight', value: '5.00' },
      { key: 'discount', label: 'Discount', value: '10.00', negative: true },
    ],
    total: { label: 'Total', value: '115.00' },
  },
} satisfies Meta<typeof PriceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutTotal: Story = { args: { total: undefined } };
export const Translated: Story = {
  args: {
    rows: [
      { key: 'goods', label: '商品金额', value: '120.00' },
      { key: 'freight', label: '运费', value: '0.00' },
    ],
    total: { label: '实付款', value: '120.00' },
    symbol: '¥',
  },
};
