import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from '@bazaar/design-system';

const meta = {
  title: 'Design system/Price',
  component: Price,
  args: { value: '12.50' },
  argTypes: { size: { control: 'inline-radio', options: ['s', 'm', 'l'] } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithMarketPrice: Story = { args: { value: '12.50', marketPrice: '19.90' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Price {...args} size="s" />
      <Price {...args} size="m" />
      <Price {...args} size="l" />
    </div>
  ),
  args: { marketPrice: '19.90' },
};
export const OtherCurrency: Story = { args: { value: '1290', symbol: '฿', size: 'l' } };
export const LargeAmount: Story = { args: { value: '1234567.89', marketPrice: '2345678.00', size: 'l' } };
export const MarketPriceNotHigher: Story = {
  name: 'Market price not higher (hidden)',
  args: { value: '12.50', marketPrice: '12.50' },
};
